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
import { type AdminApi, getData, postData } from '../api';

/** The catalogue API over the admin's client. */
export function catalogueApi(api: AdminApi) {
  return {
    listProducts: (q: AdminProductQuery) => api.post<AdminProductsAnswer>(PATHS.products, q),
    product: (id: string) => getData<AdminProduct>(api, PATHS.product, { id }),
    saveProduct: (form: ProductForm) => postData<AdminProduct>(api, PATHS.saveProduct, form),
    deleteProduct: async (id: string) =>
      (await api.post<ProductDeleteAnswer>(PATHS.deleteProduct, { id })).data,
    categories: () => getData<AdminCategoryNode[]>(api, PATHS.categories),
    saveCategory: (form: CategoryForm) =>
      postData<AdminCategoryNode>(api, PATHS.saveCategory, form),
    deleteCategory: (id: string) => api.post<unknown>(PATHS.deleteCategory, { id }),
    brands: () => getData<AdminBrand[]>(api, PATHS.brands),
    importCsv: (csv: string) => postData<ImportReport>(api, PATHS.importProducts, { csv }),
  };
}

/** The export's address: a plain link downloads it with the session cookie. */
export const EXPORT_URL = PATHS.exportProducts;
