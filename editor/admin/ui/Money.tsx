import { createContext, useContext } from 'react';
import { formatMoney } from '../../../shared/format';

/** The workspace's currency (settings.defaultCurrency), provided once by the admin app. */
export const CurrencyContext = createContext('INR');

export function useCurrency(): string {
  return useContext(CurrencyContext);
}

/** Money from minor units, in `currency` or the workspace's. */
export function Money({ amount, currency }: { amount: number; currency?: string }) {
  const fallback = useCurrency();
  return <span className="swa-money">{formatMoney(amount, currency ?? fallback)}</span>;
}

export { formatMoney };
