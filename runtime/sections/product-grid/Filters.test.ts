import { describe, expect, it } from 'vitest';
import { filtersChanged, toInput, toMinor } from './Filters';

describe('price inputs', () => {
  it('read rupees as paise and refuse what is not an amount', () => {
    expect(toMinor('500')).toBe(50000);
    expect(toMinor(' 19.99 ')).toBe(1999);
    expect(toMinor('')).toBeNull();
    expect(toMinor('-3')).toBeNull();
    expect(toMinor('1e3')).toBeNull();
    expect(toMinor('1.234')).toBeNull();
    expect(toInput(199950)).toBe('1999.5');
    expect(toInput(undefined)).toBe('');
  });

  it('tell a changed filter from the section’s own', () => {
    expect(filtersChanged({ category: 'a' }, { category: 'a' })).toBe(false);
    expect(filtersChanged({ inStock: false }, {})).toBe(false);
    expect(filtersChanged({ minPrice: 1 }, {})).toBe(true);
  });
});
