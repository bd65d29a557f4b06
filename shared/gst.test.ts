import { describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  gstinProblem,
  GST_SETTINGS_MESSAGES,
  GSTIN_MESSAGES,
  stateCodeOf,
  taxOnTop,
  validateGstSettings,
} from './gst';
import { INDIA_STATES } from './india';
import { INDIAN_STATES as ADDRESS_STATES } from './orders';

// GSTINs published as examples by the GST portal and tax guides (valid check digits).
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8'];

describe('gstinProblem', () => {
  it('accepts known-valid GSTINs', () => {
    for (const g of VALID) expect(gstinProblem(g), g).toBeNull();
  });

  it('names what is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.state);
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(GSTIN_MESSAGES.pan);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(GSTIN_MESSAGES.entity);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(GSTIN_MESSAGES.z);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.check);
  });

  it('catches every single-character typo in the first 14', () => {
    const g = VALID[0]!;
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 14; i++)
      for (const c of chars) {
        if (c === g[i]) continue;
        const typo = g.slice(0, i) + c + g.slice(i + 1);
        expect(gstinCheckChar(typo.slice(0, 14)) === g[14] && gstinProblem(typo) === null).toBe(
          false,
        );
      }
  });
});

describe('Indian states', () => {
  it('gives every state of the address form a two-digit code, once', () => {
    expect(INDIA_STATES.map((s) => s.name).sort()).toEqual([...ADDRESS_STATES].sort());
    expect(new Set(INDIA_STATES.map((s) => s.code)).size).toBe(INDIA_STATES.length);
    for (const s of INDIA_STATES) expect(s.code).toMatch(/^\d\d$/);
    expect(stateCodeOf('karnataka ')).toBe('29');
  });
});

describe('validateGstSettings', () => {
  const good = {
    legalName: 'Acme Retail Private Limited',
    gstin: '29aagcb7383j1z4',
    address: '1 MG Road, Bengaluru 560001',
    stateCode: '29',
    pricesIncludeTax: true,
    shippingRate: 18,
    shippingSac: '9965',
  };

  it('accepts a complete form, upper-casing the GSTIN', () => {
    const r = validateGstSettings(good);
    expect(r.ok && r.value.gstin).toBe('29AAGCB7383J1Z4');
  });

  it('refuses field by field', () => {
    const r = validateGstSettings({
      ...good,
      stateCode: '27',
      shippingRate: 15,
      shippingSac: '1234',
      legalName: '',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.fieldErrors).sort()).toEqual([
      'gstin',
      'legalName',
      'shippingRate',
      'shippingSac',
    ]);
    expect(r.fieldErrors.gstin).toContain('(27)');
  });

  it('allows no GSTIN at all (no invoices)', () => {
    expect(validateGstSettings({ ...good, gstin: '', legalName: '', address: '' }).ok).toBe(true);
  });

  it('accepts prices before tax from a registered shop, and says why not without a GSTIN', () => {
    const r = validateGstSettings({ ...good, pricesIncludeTax: false });
    expect(r.ok && r.value.pricesIncludeTax).toBe(false);
    expect(r.ok && taxOnTop({ gst: r.value })).toEqual({ shippingRate: 18 });
    expect(taxOnTop({ gst: { ...good, pricesIncludeTax: true } })).toBeNull();
    const bare = validateGstSettings({ ...good, gstin: '', pricesIncludeTax: false });
    expect(bare.ok).toBe(false);
    if (!bare.ok) expect(bare.fieldErrors.pricesIncludeTax).toBe(GST_SETTINGS_MESSAGES.exclusive);
  });
});
