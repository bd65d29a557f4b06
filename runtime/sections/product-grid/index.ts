import { productGridMeta } from '../../../schemas/sections/product-grid';
import { defineSection } from '../../define-section';
import { ProductGrid } from './ProductGrid';

export const productGrid = defineSection(productGridMeta, ProductGrid);
