import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYearOf,
  formatPaise,
  indianDate,
  indianMonthRange,
  numberInWords,
  rupeesInWords,
  shareByAmount,
  splitTax,
  taxLines,
} from './rules';
import { taxOf } from '../../shared/order-money';

const RATES = [0, 5, 12, 18, 28] as const;
const rate = fc.constantFrom(...RATES);

describe('taxOf', () => {
  it('takes the tax out of an inclusive price', () => {
    // ₹1,180.00 at 18 %: ₹1,000.00 taxable, ₹180.00 tax.
    expect(taxOf(118_000, 18, 'inclusive')).toEqual({ taxable: 100_000, tax: 18_000 });
    // ₹499.00 at 5 %: 49900 × 100 / 105 = 47523.8 → 47524.
    expect(taxOf(49_900, 5, 'inclusive')).toEqual({ taxable: 47_524, tax: 2_376 });
    expect(taxOf(49_900, 0, 'inclusive')).toEqual({ taxable: 49_900, tax: 0 });
  });

  it('adds the tax on top of an exclusive price', () => {
    expect(taxOf(100_000, 18, 'exclusive')).toEqual({ taxable: 100_000, tax: 18_000 });
    expect(taxOf(999, 5, 'exclusive')).toEqual({ taxable: 999, tax: 50 });
  });

  it('inclusive: taxable + tax is the amount, and taxable is the nearest paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), rate, (amount, r) => {
        const { taxable, tax } = taxOf(amount, r, 'inclusive');
        expect(taxable + tax).toBe(amount);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(Math.abs(taxable - (amount * 100) / (100 + r))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('is symmetric for negative amounts (credit notes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_00 }), rate, (amount, r) => {
        const pos = taxOf(amount, r, 'inclusive');
        expect(taxOf(-amount, r, 'inclusive')).toEqual({ taxable: -pos.taxable, tax: -pos.tax });
      }),
    );
  });
});

describe('splitTax', () => {
  it('halves within the state, the odd paisa to CGST', () => {
    expect(splitTax(2_376, true)).toEqual({ cgst: 1_188, sgst: 1_188, igst: 0 });
    expect(splitTax(2_377, true)).toEqual({ cgst: 1_189, sgst: 1_188, igst: 0 });
    expect(splitTax(2_377, false)).toEqual({ cgst: 0, sgst: 0, igst: 2_377 });
  });

  it('always sums to the tax, the halves at most a paisa apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.boolean(), (tax, intra) => {
        const s = splitTax(tax, intra);
        expect(s.cgst + s.sgst + s.igst).toBe(tax);
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(intra ? 1 : Math.abs(tax));
      }),
    );
  });
});

describe('taxLines', () => {
  const line = fc.record({
    description: fc.constant('x'),
    hsn: fc.constant('6109'),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
    amount: fc.integer({ min: 0, max: 20_000_000 }),
    rate,
  });

  it('totals are the exact sums of the lines and, inclusive, of the amounts paid', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.boolean(), (lines, intra) => {
        const r = taxLines(lines, { intraState: intra, mode: 'inclusive' });
        const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
          r.lines.reduce((a, l) => a + l[k], 0);
        expect(r.totals).toEqual({
          taxable: sum('taxable'),
          cgst: sum('cgst'),
          sgst: sum('sgst'),
          igst: sum('igst'),
          total: sum('total'),
        });
        expect(r.totals.total).toBe(lines.reduce((a, l) => a + l.amount, 0));
        for (const l of r.lines) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.total);
        if (intra) expect(r.totals.igst).toBe(0);
        else expect(r.totals.cgst + r.totals.sgst).toBe(0);
      }),
    );
  });

  it('exclusive mode adds each line’s tax to what it costs', () => {
    const r = taxLines(
      [
        {
          description: 'Tee',
          hsn: '6109',
          quantity: 2,
          unitPrice: 50_000,
          amount: 100_000,
          rate: 12,
        },
      ],
      { intraState: false, mode: 'exclusive' },
    );
    expect(r.totals).toEqual({ taxable: 100_000, cgst: 0, sgst: 0, igst: 12_000, total: 112_000 });
  });
});

describe('shareByAmount', () => {
  it('shares exactly, in proportion', () => {
    expect(shareByAmount([100, 300], 200)).toEqual([50, 150]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 1e7 }),
        (amounts, amount) => {
          const shares = shareByAmount(amounts, amount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          for (const s of shares) expect(s).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('financial year and dates', () => {
  it('runs April to March in India time', () => {
    expect(financialYearOf('2026-04-01T00:00:00+05:30')).toBe('2026-27');
    expect(financialYearOf('2026-03-31T18:29:59Z')).toBe('2025-26'); // 23:59:59 IST, 31 March
    expect(financialYearOf('2026-03-31T18:30:00Z')).toBe('2026-27'); // 00:00 IST, 1 April
    expect(financialYearOf('2099-12-31T00:00:00Z')).toBe('2099-00');
    expect(indianDate('2026-11-28T20:00:00Z')).toBe('29-11-2026');
  });

  it('gives a month’s range in India time', () => {
    expect(indianMonthRange('2026-11')).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
    });
  });

  it('numbers documents per kind and year', () => {
    expect(documentNumber('invoice', '2026-27', 123)).toBe('INV/2026-27/000123');
    expect(documentNumber('credit_note', '2026-27', 4)).toBe('CN/2026-27/000004');
  });
});

describe('amounts in words', () => {
  it('says rupees and paise in Indian numbering', () => {
    expect(rupeesInWords(124_950)).toBe(
      'Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only',
    );
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_234_567)).toBe(
      'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven',
    );
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
  });

  it('words every amount without gaps or doubled spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (p) => {
        const w = rupeesInWords(p);
        expect(w).toMatch(/^Rupees [A-Z][A-Za-z -]*Only$/);
        expect(w).not.toMatch(/ {2}|undefined/);
      }),
    );
  });

  it('formats paise with Indian grouping', () => {
    expect(formatPaise(124_950)).toBe('1,249.50');
    expect(formatPaise(1_234_567_89)).toBe('12,34,567.89');
    expect(formatPaise(5)).toBe('0.05');
    expect(formatPaise(-100_000_00)).toBe('-1,00,000.00');
  });
});
