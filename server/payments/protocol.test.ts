import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from './protocol';

describe('minorToDecimal and decimalToMinor', () => {
  it('converts by digits, with no floating-point drift', () => {
    expect(minorToDecimal(123456)).toBe('1234.56');
    expect(minorToDecimal(100)).toBe('1.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    // 0.1 + 0.2 style drift: 1.15 * 100 is 114.99999999999999 in floating point.
    expect(minorToDecimal(115)).toBe('1.15');
    expect(decimalToMinor(1.15)).toBe(115);
    expect(decimalToMinor(1234.56)).toBe(123456);
    expect(decimalToMinor('170.00')).toBe(17000);
    expect(decimalToMinor(170)).toBe(17000);
    expect(decimalToMinor('0.5')).toBe(50);
    expect(decimalToMinor(9007199254.74)).toBe(900719925474);
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
    expect(() => minorToDecimal(-1)).toThrow(RangeError);
  });

  it('refuses anything that is not whole paise', () => {
    for (const bad of [1.234, -1, Number.NaN, Infinity, '1e3', '12.345', '', 'abc', '-5'])
      expect(decimalToMinor(bad)).toBeNull();
  });

  it('round-trips every amount up to ₹100,000', () => {
    for (let minor = 0; minor <= 10_000_000; minor += 7919)
      expect(decimalToMinor(Number(minorToDecimal(minor)))).toBe(minor);
  });
});
