import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from './india';
import { INDIAN_STATES } from './orders';
import {
  DEFAULT_SHIPPING,
  quoteShipping,
  REST_OF_INDIA,
  SHIPPING_MESSAGES,
  type ShippingSettings,
  shippingSettingsProblems,
} from './shipping';

const SETTINGS: ShippingSettings = {
  zones: [
    { name: 'South', states: ['Kerala'], flatRate: 2900, freeAbove: 50_000, perWeightRate: null },
    { name: 'Hills', states: ['Sikkim'], flatRate: 9900, freeAbove: null, perWeightRate: 2000 },
  ],
  restOfIndia: { flatRate: 4900, freeAbove: 99_900, perWeightRate: null },
  returnWindowDays: 7,
};

const bag = (state: string | null, subtotal: number, weightGrams = 0) => ({
  state,
  subtotal,
  weightGrams,
});

describe('INDIA_STATES', () => {
  it('names the same 36 states as the address form, each with its own GST code', () => {
    expect(INDIA_STATES).toHaveLength(36);
    expect(INDIA_STATES.map((s) => s.name).sort()).toEqual([...INDIAN_STATES].sort());
    expect(new Set(INDIA_STATES.map((s) => s.code)).size).toBe(36);
    expect(INDIA_STATES.find((s) => s.name === 'Karnataka')?.code).toBe('29');
  });
});

describe('quoteShipping', () => {
  it('reproduces the old rule by default: ₹49 below ₹999, free from it, free for an empty bag', () => {
    expect(quoteShipping(DEFAULT_SHIPPING, bag('Kerala', 99_899)).amount).toBe(4900);
    expect(quoteShipping(DEFAULT_SHIPPING, bag(null, 99_900)).amount).toBe(0);
    expect(quoteShipping(DEFAULT_SHIPPING, bag(null, 0)).amount).toBe(0);
  });

  it('prices a state in its zone, and every other state at the rest of India', () => {
    expect(quoteShipping(SETTINGS, bag('Kerala', 10_000))).toEqual({
      amount: 2900,
      zone: 'South',
      freeAbove: 50_000,
    });
    expect(quoteShipping(SETTINGS, bag('Kerala', 50_000)).amount).toBe(0);
    expect(quoteShipping(SETTINGS, bag('Goa', 50_000))).toEqual({
      amount: 4900,
      zone: REST_OF_INDIA,
      freeAbove: 99_900,
    });
  });

  it('adds the rate by weight for every 500 g or part beyond the first 500 g', () => {
    expect(quoteShipping(SETTINGS, bag('Sikkim', 1000, 500)).amount).toBe(9900);
    expect(quoteShipping(SETTINGS, bag('Sikkim', 1000, 501)).amount).toBe(11_900);
    expect(quoteShipping(SETTINGS, bag('Sikkim', 1000, 1500)).amount).toBe(13_900);
    // Weight does not count where the zone has no rate by weight.
    expect(quoteShipping(SETTINGS, bag('Kerala', 1000, 5000)).amount).toBe(2900);
  });
});

describe('shippingSettingsProblems', () => {
  it('accepts good settings and the defaults', () => {
    expect(shippingSettingsProblems(SETTINGS)).toEqual({});
    expect(shippingSettingsProblems(DEFAULT_SHIPPING)).toEqual({});
  });

  it('says which state is in two zones, and what else is wrong, by field', () => {
    const problems = shippingSettingsProblems({
      ...SETTINGS,
      zones: [
        SETTINGS.zones[0],
        { ...SETTINGS.zones[1]!, name: 'south', states: ['Kerala'], flatRate: -1 },
        { ...SETTINGS.zones[1]!, name: 'Rest of India', states: ['Atlantis'] },
      ],
      returnWindowDays: 91,
    });
    expect(problems).toEqual({
      'zones.1.name': SHIPPING_MESSAGES.zoneNameTwice('south'),
      'zones.1.flatRate': SHIPPING_MESSAGES.amount('south, rate'),
      'zones.1.states': SHIPPING_MESSAGES.stateTwice('Kerala', 'South', 'south'),
      'zones.2.name': SHIPPING_MESSAGES.zoneNameTwice('Rest of India'),
      'zones.2.states': SHIPPING_MESSAGES.unknownState('Atlantis'),
      returnWindowDays: SHIPPING_MESSAGES.returnWindowDays,
    });
    expect(shippingSettingsProblems(null)).toEqual({ '(form)': SHIPPING_MESSAGES.body });
  });
});
