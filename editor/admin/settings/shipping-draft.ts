// The shipping form's state as typed (amounts in rupees as text, days as text) and the way to
// and from the API's ShippingSettings: money converted exactly, then every rule checked by the
// same function the server runs (shared/shipping.ts), with its messages by field.
import { majorTextToMinor, minorToMajorText } from '../../../shared/admin-catalogue';
import {
  REST_OF_INDIA,
  type ShippingRate,
  type ShippingSettings,
  SHIPPING_MESSAGES,
  shippingSettingsProblems,
} from '../../../shared/shipping';

export type RateDraft = { flatRate: string; freeAbove: string; perWeightRate: string };
export type ZoneDraft = RateDraft & { key: string; name: string; states: string[] };
export type ShippingDraft = {
  zones: ZoneDraft[];
  restOfIndia: RateDraft;
  returnWindowDays: string;
};

let nextKey = 0;
const newKey = () => `zone-${(nextKey += 1)}`;

const optional = (minor: number | null) => (minor === null ? '' : minorToMajorText(minor));
const rateDraft = (r: ShippingRate): RateDraft => ({
  flatRate: minorToMajorText(r.flatRate),
  freeAbove: optional(r.freeAbove),
  perWeightRate: optional(r.perWeightRate),
});

export function shippingDraftOf(s: ShippingSettings): ShippingDraft {
  return {
    zones: s.zones.map((z) => ({
      key: newKey(),
      name: z.name,
      states: [...z.states],
      ...rateDraft(z),
    })),
    restOfIndia: rateDraft(s.restOfIndia),
    returnWindowDays: String(s.returnWindowDays),
  };
}

export function newZone(): ZoneDraft {
  return { key: newKey(), name: '', states: [], flatRate: '', freeAbove: '', perWeightRate: '' };
}

/** The settings to send, or the problems by field path (`zones.0.flatRate`). */
export function shippingOfDraft(
  d: ShippingDraft,
): { settings: ShippingSettings; errors?: undefined } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rate = (r: RateDraft, path: string, label: string): ShippingRate => {
    const amount = (text: string, key: keyof RateDraft, what: string, opt: boolean) => {
      if (opt && text.trim() === '') return null;
      const v = majorTextToMinor(text);
      if (v === null) errors[`${path}.${key}`] = SHIPPING_MESSAGES.amount(`${label}, ${what}`);
      return v ?? 0;
    };
    return {
      flatRate: amount(r.flatRate, 'flatRate', 'rate', false) ?? 0,
      freeAbove: amount(r.freeAbove, 'freeAbove', 'free above', true),
      perWeightRate: amount(r.perWeightRate, 'perWeightRate', 'rate per extra 500 g', true),
    };
  };
  const days = /^\d{1,3}$/.test(d.returnWindowDays.trim()) ? Number(d.returnWindowDays) : -1;
  const settings: ShippingSettings = {
    zones: d.zones.map((z, i) => ({
      name: z.name.trim(),
      states: z.states,
      ...rate(z, `zones.${i}`, z.name.trim() || `Zone ${i + 1}`),
    })),
    restOfIndia: rate(d.restOfIndia, 'restOfIndia', REST_OF_INDIA),
    returnWindowDays: days,
  };
  const all = { ...shippingSettingsProblems(settings), ...errors };
  return Object.keys(all).length ? { errors: all } : { settings };
}
