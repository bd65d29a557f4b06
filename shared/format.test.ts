import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, initials, shopDiscountPercent } from './format';

describe('currencySymbol', () => {
  it('maps the workspace currency and defaults to rupees', () => {
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol(undefined)).toBe('₹');
  });
});

describe('formatPrice', () => {
  it('groups rupees the Indian way and others the western way', () => {
    expect(formatPrice(250000, '₹')).toBe('₹2,50,000');
    expect(formatPrice(1200, '$')).toBe('$1,200');
  });

  it('shows decimals only when there are some', () => {
    expect(formatPrice(9.5, '$')).toBe('$9.50');
    expect(formatPrice(10, '$')).toBe('$10');
  });
});

describe('shopDiscountPercent', () => {
  it('floors the percentage off the mrp', () => {
    expect(shopDiscountPercent(525, 449)).toBe(14);
    expect(shopDiscountPercent(1000, 333)).toBe(66);
    expect(shopDiscountPercent(500, 500)).toBe(0);
  });

  it('is blank when a value is not a number, mrp is not positive, or price exceeds mrp', () => {
    expect(shopDiscountPercent('525', 449)).toBeNull();
    expect(shopDiscountPercent(0, 10)).toBeNull();
    expect(shopDiscountPercent(-5, 1)).toBeNull();
    expect(shopDiscountPercent(500, 600)).toBeNull();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ananya  iyer kumar')).toBe('AI');
    expect(initials('Rohan')).toBe('R');
    expect(initials('  ')).toBe('');
  });
});
