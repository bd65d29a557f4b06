import { productDetailMeta } from '../../../schemas/sections/product-detail';
import { defineSection } from '../../define-section';
import { ProductDetail } from './ProductDetail';

export const productDetail = defineSection(productDetailMeta, ProductDetail);
