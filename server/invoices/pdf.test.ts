import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from './pdf';
import { rupeesInWords, taxLines } from './rules';
import type { InvoiceSnapshot } from './types';

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

function snapshot(discount?: InvoiceSnapshot['discount']): InvoiceSnapshot {
  // A ₹2,000.00 lamp less a ₹200.00 discount, and ₹49.00 shipping, across states.
  const { lines, totals } = taxLines(
    [
      {
        description: 'Brass Lamp',
        hsn: '9405',
        quantity: 1,
        unitPrice: 200000,
        amount: 180000,
        rate: 12,
      },
      {
        description: 'Shipping',
        hsn: '9965',
        quantity: 1,
        unitPrice: 4900,
        amount: 4900,
        rate: 18,
      },
    ],
    { intraState: false, mode: 'inclusive' },
  );
  const party = {
    name: 'Northwind Goods Private Limited',
    address: ['14 Hawa Mahal Road'],
    gstin: '08AAGCN4821K1Z9',
    stateName: 'Rajasthan',
    stateCode: '08',
  };
  return {
    kind: 'invoice',
    number: 'INV/2026-27/000007',
    financialYear: '2026-27',
    issuedAt: '2026-11-29T10:00:00.000Z',
    shopName: 'Northwind Goods',
    seller: party,
    buyer: {
      ...party,
      name: 'Kavi Shopper',
      gstin: null,
      stateName: 'Karnataka',
      stateCode: '29',
      email: 'k@example.test',
    },
    placeOfSupply: 'Karnataka (29)',
    intraState: false,
    pricesIncludeTax: true,
    orderNumber: 1044,
    orderDate: '2026-11-29T10:00:00.000Z',
    lines,
    totals,
    amountInWords: rupeesInWords(totals.total),
    ...(discount ? { discount } : {}),
    against: null,
  };
}

describe('invoicePdf', () => {
  it('says the line totals are after the order discount, with its code', async () => {
    const text = await textOf(await invoicePdf(snapshot({ amount: 20000, code: 'DIWALI10' })));
    expect(text).toContain('Line totals are after a discount of Rs. 200.00 (code DIWALI10).');
    expect(text).toContain('INV/2026-27/000007');
    expect(text).toContain('Rs. 1,849.00');
  });

  it('says nothing of a discount when the order had none', async () => {
    const text = await textOf(await invoicePdf(snapshot()));
    expect(text).not.toContain('discount');
    expect(text).toContain('Rs. 1,849.00');
  });
});
