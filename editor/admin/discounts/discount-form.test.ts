import { describe, expect, it } from 'vitest';
import type { AdminDiscount } from '../../../shared/discounts';
import {
  bodyOf,
  formOf,
  localProblems,
  paiseOf,
  randomCode,
  summaryOf,
  usesText,
} from './discount-form';

const saved: AdminDiscount = {
  _id: 'd1',
  code: 'DIWALI',
  title: 'DIWALI',
  kind: 'fixed',
  value: 25_050,
  minSubtotal: 100_000,
  startsAt: '2026-10-20T00:00:00.000Z',
  endsAt: null,
  usageLimit: 50,
  perCustomerLimit: 1,
  scope: 'categories',
  scopeIds: ['c1', 'c2'],
  firstOrderOnly: true,
  paused: false,
  status: 'active',
  uses: 12,
  revenue: 1_000_000,
  discounted: 300_000,
  created: '2026-10-01T00:00:00.000Z',
  updated: '2026-10-01T00:00:00.000Z',
};

describe('the discount form', () => {
  it('reads rupees as paise, and refuses what is not an amount', () => {
    expect(paiseOf('1,250.5')).toBe(125_050);
    expect(paiseOf('₹499')).toBe(49_900);
    expect(paiseOf('12.345')).toBeNaN();
    expect(paiseOf('abc')).toBeNaN();
  });

  it('round-trips a saved discount to the body the server reads', () => {
    const body = bodyOf(formOf(saved), saved._id);
    expect(body).toMatchObject({
      id: 'd1',
      code: 'DIWALI',
      title: '',
      kind: 'fixed',
      value: 25_050,
      minSubtotal: 100_000,
      startsAt: saved.startsAt,
      endsAt: null,
      usageLimit: 50,
      perCustomerLimit: 1,
      scope: 'categories',
      scopeIds: ['c1', 'c2'],
      firstOrderOnly: true,
    });
  });

  it('sends an automatic discount without a code, and names fields it cannot read', () => {
    const form = { ...formOf(null), method: 'automatic' as const, value: 'ten', usageLimit: '1.5' };
    const body = bodyOf(form);
    expect(body.code).toBeNull();
    expect(Object.keys(localProblems(body)).sort()).toEqual(['usageLimit', 'value']);
  });

  it('summarises a discount as the list shows it', () => {
    expect(summaryOf(saved, 'INR')).toBe(
      '₹250.50 off 2 categories · bags of ₹1,000 or more · first order only · once per customer',
    );
    expect(usesText(saved)).toBe('12 / 50');
    expect(usesText({ uses: 3, usageLimit: null })).toBe('3');
    expect(randomCode(() => 0)).toBe('AAAAAAAA');
  });
});
