// The discount editor's form as plain data: from a saved discount, to the body the server checks
// (rupees typed as text become paise; local date-times become ISO), and the one-line summary the
// list and the editor show. No React here, so it is tested on its own.
import {
  type AdminDiscount,
  type DiscountInput,
  type DiscountKind,
  type DiscountScope,
} from '../../../shared/discounts';
import { formatMoney } from '../../../shared/format';

export type DiscountForm = {
  method: 'code' | 'automatic';
  code: string;
  title: string;
  kind: DiscountKind;
  /** Percent as typed, or rupees as typed. */
  value: string;
  /** Rupees as typed ('' for none). */
  minSubtotal: string;
  /** `datetime-local` values in the browser's time. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  scope: DiscountScope;
  scopeIds: string[];
  firstOrderOnly: boolean;
  paused: boolean;
};

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const rupees = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

/** The form of a saved discount, or of a new one starting now. */
export function formOf(d: AdminDiscount | null, now = Date.now()): DiscountForm {
  if (!d)
    return {
      method: 'code',
      code: '',
      title: '',
      kind: 'percent',
      value: '',
      minSubtotal: '',
      startsAt: localInput(new Date(now).toISOString()),
      endsAt: '',
      usageLimit: '',
      perCustomerLimit: '',
      scope: 'all',
      scopeIds: [],
      firstOrderOnly: false,
      paused: false,
    };
  return {
    method: d.code === null ? 'automatic' : 'code',
    code: d.code ?? '',
    title: d.code !== null && d.title === d.code ? '' : d.title,
    kind: d.kind,
    value: d.kind === 'percent' ? String(d.value) : rupees(d.value),
    minSubtotal: d.minSubtotal ? rupees(d.minSubtotal) : '',
    startsAt: localInput(d.startsAt),
    endsAt: localInput(d.endsAt),
    usageLimit: d.usageLimit === null ? '' : String(d.usageLimit),
    perCustomerLimit: d.perCustomerLimit === null ? '' : String(d.perCustomerLimit),
    scope: d.scope,
    scopeIds: d.scopeIds,
    firstOrderOnly: d.firstOrderOnly,
    paused: d.paused,
  };
}

/** Rupees typed ('1,250.5') as paise, NaN when it is not an amount. */
export function paiseOf(text: string): number {
  const t = text.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return NaN;
  return Math.round(Number(t) * 100);
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The body the server checks; values it cannot read are sent so its message names the field. */
export function bodyOf(form: DiscountForm, id?: string): DiscountInput {
  const limit = (t: string) => (t.trim() === '' ? null : whole(t));
  const iso = (t: string) => {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? t : new Date(ms).toISOString();
  };
  return {
    ...(id ? { id } : {}),
    code: form.method === 'code' ? form.code.trim() : null,
    title: form.title.trim(),
    kind: form.kind,
    value: form.kind === 'percent' ? whole(form.value) : paiseOf(form.value),
    minSubtotal: form.minSubtotal.trim() === '' ? 0 : paiseOf(form.minSubtotal),
    ...(form.startsAt ? { startsAt: iso(form.startsAt) } : {}),
    endsAt: form.endsAt ? iso(form.endsAt) : null,
    usageLimit: limit(form.usageLimit),
    perCustomerLimit: limit(form.perCustomerLimit),
    scope: form.scope,
    scopeIds: form.scope === 'all' ? [] : form.scopeIds,
    firstOrderOnly: form.firstOrderOnly,
    paused: form.paused,
  };
}

/** Fields the browser can tell are wrong before sending (NaN from bodyOf). */
export function localProblems(body: DiscountInput): Record<string, string> {
  const out: Record<string, string> = {};
  const bad = (v: unknown) => typeof v === 'number' && Number.isNaN(v);
  if (bad(body.value)) out.value = 'Please enter a number.';
  if (bad(body.minSubtotal)) out.minSubtotal = 'Please enter an amount in rupees, like 499.';
  if (bad(body.usageLimit)) out.usageLimit = 'Please enter a whole number, or leave it empty.';
  if (bad(body.perCustomerLimit))
    out.perCustomerLimit = 'Please enter a whole number, or leave it empty.';
  return out;
}

const SCOPE_TEXT: Record<DiscountScope, (n: number) => string> = {
  all: () => 'the whole shop',
  categories: (n) => (n === 1 ? '1 category' : `${n} categories`),
  products: (n) => (n === 1 ? '1 product' : `${n} products`),
};

/** '10% off the whole shop · bags of ₹500 or more · first order only'. */
export function summaryOf(
  d: Pick<
    AdminDiscount,
    'kind' | 'value' | 'scope' | 'scopeIds' | 'minSubtotal' | 'firstOrderOnly' | 'perCustomerLimit'
  >,
  currency: string,
): string {
  const amount = d.kind === 'percent' ? `${d.value}%` : formatMoney(d.value, currency);
  const parts = [`${amount} off ${SCOPE_TEXT[d.scope](d.scopeIds.length)}`];
  if (d.minSubtotal > 0) parts.push(`bags of ${formatMoney(d.minSubtotal, currency)} or more`);
  if (d.firstOrderOnly) parts.push('first order only');
  if (d.perCustomerLimit !== null)
    parts.push(
      d.perCustomerLimit === 1 ? 'once per customer' : `${d.perCustomerLimit} per customer`,
    );
  return parts.join(' · ');
}

/** '12 / 50' or '12' without a limit. */
export function usesText(d: Pick<AdminDiscount, 'uses' | 'usageLimit'>): string {
  return d.usageLimit === null ? String(d.uses) : `${d.uses} / ${d.usageLimit}`;
}

/** A code to start from: eight letters and digits people do not confuse. */
export function randomCode(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}
