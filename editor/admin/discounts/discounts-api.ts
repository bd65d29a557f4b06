// The discounts screens' calls (shared/discounts.ts ADMIN_DISCOUNT_PATHS).
import {
  ADMIN_DISCOUNT_PATHS as PATHS,
  type AdminDiscount,
  type DiscountInput,
} from '../../../shared/discounts';
import type { AdminApi } from '../api';

type Data<T> = { data: T };

export function discountsApi(api: AdminApi) {
  return {
    list: async () => (await api.get<Data<AdminDiscount[]>>(PATHS.list)).data,
    get: async (id: string) => (await api.get<Data<AdminDiscount>>(PATHS.get, { id })).data,
    save: async (body: DiscountInput) =>
      (await api.post<Data<AdminDiscount>>(PATHS.save, body)).data,
    setPaused: async (id: string, paused: boolean) =>
      (await api.post<Data<AdminDiscount>>(PATHS.pause, { paused }, { id })).data,
    remove: (id: string) => api.post<Data<{ _id: string }>>(PATHS.delete, undefined, { id }),
  };
}
