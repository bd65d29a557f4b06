// The discounts screens' calls (shared/discounts.ts ADMIN_DISCOUNT_PATHS).
import {
  ADMIN_DISCOUNT_PATHS as PATHS,
  type AdminDiscount,
  type DiscountInput,
} from '../../../shared/discounts';
import { type AdminApi, getData, postData } from '../api';

export function discountsApi(api: AdminApi) {
  return {
    list: () => getData<AdminDiscount[]>(api, PATHS.list),
    get: (id: string) => getData<AdminDiscount>(api, PATHS.get, { id }),
    save: (body: DiscountInput) => postData<AdminDiscount>(api, PATHS.save, body),
    setPaused: (id: string, paused: boolean) =>
      postData<AdminDiscount>(api, PATHS.pause, { paused }, { id }),
    remove: (id: string) => api.post<{ data: { _id: string } }>(PATHS.delete, undefined, { id }),
  };
}
