// The catalogue screens' calls (shared/admin-catalogue.ts ADMIN_CATALOGUE_PATHS), over the admin's
// cookie-only client (uploads: editor/admin/ui/uploads.ts).
import {
  ADMIN_CATALOGUE_PATHS as PATHS,
  type AdminBrand,
  type AdminCategoryNode,
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductsAnswer,
  type CategoryForm,
  type ImportReport,
  type ProductDeleteAnswer,
  type ProductForm,
} from '../../../shared/admin-catalogue';
import type { AdminApi } from '../api';

type Data<T> = { data: T };

/** The catalogue API over the admin's client. */
export function catalogueApi(api: AdminApi) {
  return {
    listProducts: (q: AdminProductQuery) => api.post<AdminProductsAnswer>(PATHS.products, q),
    product: async (id: string) => (await api.get<Data<AdminProduct>>(PATHS.product, { id })).data,
    saveProduct: async (form: ProductForm) =>
      (await api.post<Data<AdminProduct>>(PATHS.saveProduct, form)).data,
    deleteProduct: async (id: string) =>
      (await api.post<ProductDeleteAnswer>(PATHS.deleteProduct, { id })).data,
    categories: async () => (await api.get<Data<AdminCategoryNode[]>>(PATHS.categories)).data,
    saveCategory: async (form: CategoryForm) =>
      (await api.post<Data<AdminCategoryNode>>(PATHS.saveCategory, form)).data,
    deleteCategory: (id: string) => api.post<unknown>(PATHS.deleteCategory, { id }),
    brands: async () => (await api.get<Data<AdminBrand[]>>(PATHS.brands)).data,
    importCsv: async (csv: string) =>
      (await api.post<Data<ImportReport>>(PATHS.importProducts, { csv })).data,
  };
}

/** The export's address: a plain link downloads it with the session cookie. */
export const EXPORT_URL = PATHS.exportProducts;
