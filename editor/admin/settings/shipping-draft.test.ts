import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING, SHIPPING_MESSAGES } from '../../../shared/shipping';
import { newZone, shippingDraftOf, shippingOfDraft } from './shipping-draft';

describe('the shipping form draft', () => {
  it('goes to rupees as typed and back to exact paise', () => {
    const draft = shippingDraftOf(DEFAULT_SHIPPING);
    expect(draft.restOfIndia).toEqual({
      flatRate: '49.00',
      freeAbove: '999.00',
      perWeightRate: '',
    });
    expect(shippingOfDraft(draft)).toEqual({ settings: DEFAULT_SHIPPING });
  });

  it('reports amounts that are not amounts and the shared rules, by field', () => {
    const draft = shippingDraftOf(DEFAULT_SHIPPING);
    const zone = { ...newZone(), name: 'South', flatRate: 'abc', states: [] };
    const out = shippingOfDraft({ ...draft, zones: [zone], returnWindowDays: 'x' });
    expect(out.errors).toEqual({
      'zones.0.flatRate': SHIPPING_MESSAGES.amount('South, rate'),
      'zones.0.states': SHIPPING_MESSAGES.zoneStates,
      returnWindowDays: SHIPPING_MESSAGES.returnWindowDays,
    });
  });
});
