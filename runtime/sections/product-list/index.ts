import { productListMeta } from '../../../schemas/sections/product-list';
import { defineSection } from '../../define-section';
import { ProductList } from './ProductList';

export const productList = defineSection(productListMeta, ProductList);
