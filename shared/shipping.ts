// Shipping and returns as the owner sets them (workspace settings `shipping`): zones of Indian
// states, each with a flat rate, an optional free-above bag value and an optional rate by
// weight; "Rest of India" for every state no zone names; and the return window in days. The
// quote is a pure function: the server prices orders with it, the bag and checkout show it.
import { INDIA_STATES } from './india';
import { FREE_SHIPPING_FROM, RETURN_WINDOW_DAYS, SHIPPING_FEE } from './orders';

/** How one zone charges (minor units). */
export type ShippingRate = {
  flatRate: number;
  /** Free when the bag's subtotal is at least this much; null: never free. */
  freeAbove: number | null;
  /** Added for every 500 g (or part) beyond the first 500 g; null: weight does not count. */
  perWeightRate: number | null;
};

/** A named group of states with its own rate. */
export type ShippingZone = ShippingRate & { name: string; states: string[] };

/** settings.shipping of a workspace. */
export type ShippingSettings = {
  zones: ShippingZone[];
  /** Every state that no zone names. */
  restOfIndia: ShippingRate;
  /** Days after delivery in which a customer may ask to return an order. */
  returnWindowDays: number;
};

export const REST_OF_INDIA = 'Rest of India';
/** The weight a flat rate covers, and the step the rate by weight adds for. */
export const WEIGHT_STEP_GRAMS = 500;
export const SHIPPING_LIMITS = {
  zones: 20,
  name: 60,
  /** ₹1,00,000 in paise: the largest rate or threshold. */
  amount: 10_000_000,
  returnWindowDays: 90,
} as const;

/** What a shop without settings does: ₹49 everywhere, free from ₹999, 7-day returns. */
export const DEFAULT_SHIPPING: ShippingSettings = {
  zones: [],
  restOfIndia: { flatRate: SHIPPING_FEE, freeAbove: FREE_SHIPPING_FROM, perWeightRate: null },
  returnWindowDays: RETURN_WINDOW_DAYS,
};

/** The shop's shipping settings, with the defaults for anything missing or malformed. */
export function shippingSettingsOf(settings: Record<string, unknown>): ShippingSettings {
  const s = settings.shipping;
  if (!s || typeof s !== 'object') return DEFAULT_SHIPPING;
  const given = s as Partial<ShippingSettings>;
  return {
    zones: Array.isArray(given.zones) ? given.zones : [],
    restOfIndia: given.restOfIndia ?? DEFAULT_SHIPPING.restOfIndia,
    returnWindowDays:
      typeof given.returnWindowDays === 'number'
        ? given.returnWindowDays
        : DEFAULT_SHIPPING.returnWindowDays,
  };
}

/** The return window of a shop's settings, in days. */
export function returnWindowOf(settings: Record<string, unknown>): number {
  return shippingSettingsOf(settings).returnWindowDays;
}

export type ShippingQuote = {
  amount: number;
  /** The zone that priced it (REST_OF_INDIA for the fallback). */
  zone: string;
  /** The bag value from which this zone ships free, if any. */
  freeAbove: number | null;
};

/**
 * Shipping of a bag to a state: free for an empty bag or from the zone's free-above value, else
 * the flat rate plus the rate by weight for every 500 g (or part) beyond the first 500 g.
 */
export function quoteShipping(
  settings: ShippingSettings,
  bag: { state: string | null; subtotal: number; weightGrams: number },
): ShippingQuote {
  const zone = bag.state ? settings.zones.find((z) => z.states.includes(bag.state!)) : undefined;
  const rate: ShippingRate = zone ?? settings.restOfIndia;
  const name = zone?.name ?? REST_OF_INDIA;
  const base = { zone: name, freeAbove: rate.freeAbove };
  if (bag.subtotal === 0 || (rate.freeAbove !== null && bag.subtotal >= rate.freeAbove))
    return { amount: 0, ...base };
  const extraSteps =
    rate.perWeightRate && bag.weightGrams > WEIGHT_STEP_GRAMS
      ? Math.ceil((bag.weightGrams - WEIGHT_STEP_GRAMS) / WEIGHT_STEP_GRAMS)
      : 0;
  return { amount: rate.flatRate + extraSteps * (rate.perWeightRate ?? 0), ...base };
}

/** Whether the rate can depend on the state: then the bag says "calculated at checkout". */
export function dependsOnAddress(settings: ShippingSettings): boolean {
  return settings.zones.length > 0;
}

/**
 * The shipping the bag can show before checkout: the one rate when it depends neither on the
 * state nor on the weight, else null (the bag says "calculated at checkout").
 */
export function bagShipping(
  settings: ShippingSettings,
  subtotal: number,
): { amount: number | null } {
  if (dependsOnAddress(settings) || settings.restOfIndia.perWeightRate) return { amount: null };
  return { amount: quoteShipping(settings, { state: null, subtotal, weightGrams: 0 }).amount };
}

/** The returns policy sentence the storefront shows, from the window. */
export function returnPolicyText(days: number): string {
  return days === 0
    ? 'This shop does not take returns.'
    : `Easy returns within ${days} ${days === 1 ? 'day' : 'days'} of delivery.`;
}

export const SHIPPING_MESSAGES = {
  body: 'Please send the shipping settings as { zones, restOfIndia, returnWindowDays }.',
  zones: `Please set at most ${SHIPPING_LIMITS.zones} zones.`,
  zoneName: `Please give each zone a name of at most ${SHIPPING_LIMITS.name} characters.`,
  zoneNameTwice: (name: string) => `Two zones are called "${name}": please give each its own name.`,
  zoneStates: 'Please choose at least one state for each zone.',
  unknownState: (state: string) => `"${state}" is not a state or union territory of India.`,
  stateTwice: (state: string, a: string, b: string) =>
    `${state} is in two zones ("${a}" and "${b}"): a state may be in one zone only.`,
  amount: (what: string) =>
    `${what}: please enter an amount from ₹0 to ₹${(SHIPPING_LIMITS.amount / 100).toLocaleString('en-IN')}.`,
  returnWindowDays: `Please enter the return window as whole days from 0 to ${SHIPPING_LIMITS.returnWindowDays}.`,
} as const;

const isAmount = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= SHIPPING_LIMITS.amount;
const isOptionalAmount = (v: unknown) => v === null || isAmount(v);

function rateProblems(
  rate: unknown,
  path: string,
  label: string,
  out: Record<string, string>,
): void {
  const r = (rate && typeof rate === 'object' ? rate : {}) as Record<string, unknown>;
  if (!isAmount(r.flatRate)) out[`${path}.flatRate`] = SHIPPING_MESSAGES.amount(`${label}, rate`);
  if (!isOptionalAmount(r.freeAbove))
    out[`${path}.freeAbove`] = SHIPPING_MESSAGES.amount(`${label}, free above`);
  if (!isOptionalAmount(r.perWeightRate))
    out[`${path}.perWeightRate`] = SHIPPING_MESSAGES.amount(`${label}, rate per extra 500 g`);
}

/**
 * Field-by-field problems of shipping settings as sent (empty when they are fine): amounts whole
 * paise within bounds, zones named once each, every state a real one and in one zone only.
 */
export function shippingSettingsProblems(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { '(form)': SHIPPING_MESSAGES.body };
  const b = input as Record<string, unknown>;
  for (const key of Object.keys(b))
    if (!['zones', 'restOfIndia', 'returnWindowDays'].includes(key))
      out[key] = `"${key}" is not expected here.`;
  const days = b.returnWindowDays;
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 0 ||
    days > SHIPPING_LIMITS.returnWindowDays
  )
    out.returnWindowDays = SHIPPING_MESSAGES.returnWindowDays;
  rateProblems(b.restOfIndia, 'restOfIndia', REST_OF_INDIA, out);
  if (!Array.isArray(b.zones) || b.zones.length > SHIPPING_LIMITS.zones) {
    out.zones = SHIPPING_MESSAGES.zones;
    return out;
  }
  const names = new Map<string, number>();
  const zoneOf = new Map<string, string>();
  const known = new Set(INDIA_STATES.map((s) => s.name));
  b.zones.forEach((zone: unknown, i) => {
    const z = (zone && typeof zone === 'object' ? zone : {}) as Record<string, unknown>;
    const path = `zones.${i}`;
    const name = typeof z.name === 'string' ? z.name.trim() : '';
    if (!name || name.length > SHIPPING_LIMITS.name)
      out[`${path}.name`] = SHIPPING_MESSAGES.zoneName;
    else if (names.has(name.toLowerCase()) || name.toLowerCase() === REST_OF_INDIA.toLowerCase())
      out[`${path}.name`] = SHIPPING_MESSAGES.zoneNameTwice(name);
    names.set(name.toLowerCase(), i);
    for (const key of Object.keys(z))
      if (!['name', 'states', 'flatRate', 'freeAbove', 'perWeightRate'].includes(key))
        out[`${path}.${key}`] = `"${key}" is not expected here.`;
    rateProblems(z, path, name || `Zone ${i + 1}`, out);
    if (!Array.isArray(z.states) || z.states.length === 0) {
      out[`${path}.states`] = SHIPPING_MESSAGES.zoneStates;
      return;
    }
    for (const state of z.states) {
      if (typeof state !== 'string' || !known.has(state)) {
        out[`${path}.states`] = SHIPPING_MESSAGES.unknownState(String(state));
        break;
      }
      const other = zoneOf.get(state);
      if (other !== undefined) {
        out[`${path}.states`] = SHIPPING_MESSAGES.stateTwice(state, other, name);
        break;
      }
      zoneOf.set(state, name);
    }
  });
  return out;
}

/** Shipping settings as sent, tidied for storing (names trimmed); call after the problems check. */
export function cleanShippingSettings(input: ShippingSettings): ShippingSettings {
  const rate = (r: ShippingRate): ShippingRate => ({
    flatRate: r.flatRate,
    freeAbove: r.freeAbove,
    perWeightRate: r.perWeightRate,
  });
  return {
    zones: input.zones.map((z) => ({ name: z.name.trim(), states: [...z.states], ...rate(z) })),
    restOfIndia: rate(input.restOfIndia),
    returnWindowDays: input.returnWindowDays,
  };
}
