// The owner's catalogue screens, mounted by the admin app: /admin/products,
// /admin/products/:id (`new` for a new product) and /admin/categories.
export { CategoriesPage } from './CategoriesPage';
export { ProductEditPage } from './ProductEditPage';
export { ProductsPage } from './ProductsPage';
