// The PDF of a tax invoice or credit note (pdfkit, A4): seller, buyer, place of supply, the
// lines with HSN/SAC, taxable value and CGST+SGST or IGST, the totals, the amount in words.
// Amounts print as "Rs. 1,249.50": the built-in Helvetica has no ₹ sign and nothing is fetched.
import PDFDocument from 'pdfkit';
import { formatPaise, indianDate } from './rules';
import type { InvoiceSnapshot } from './types';

const A4 = { width: 595.28, height: 841.89 };
const M = 40;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';

type Col = { key: string; title: string; width: number; align: 'left' | 'right' };

/** The columns of the lines' table: CGST and SGST within the state, else IGST. */
function columns(intra: boolean): Col[] {
  const tax: Col[] = intra
    ? [
        { key: 'cgst', title: 'CGST', width: 58, align: 'right' },
        { key: 'sgst', title: 'SGST', width: 58, align: 'right' },
      ]
    : [{ key: 'igst', title: 'IGST', width: 80, align: 'right' }];
  const fixed = 18 + 52 + 30 + 62 + 70 + tax.reduce((a, c) => a + c.width, 0) + 70;
  return [
    { key: 'n', title: '#', width: 18, align: 'left' },
    { key: 'description', title: 'Item', width: A4.width - 2 * M - fixed, align: 'left' },
    { key: 'hsn', title: 'HSN/SAC', width: 52, align: 'left' },
    { key: 'quantity', title: 'Qty', width: 30, align: 'right' },
    { key: 'unitPrice', title: 'Unit price', width: 62, align: 'right' },
    { key: 'taxable', title: 'Taxable value', width: 70, align: 'right' },
    ...tax,
    { key: 'total', title: 'Total', width: 70, align: 'right' },
  ];
}

/** Renders the document to a PDF's bytes. */
export function invoicePdf(s: InvoiceSnapshot): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: {
      Title: `${s.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${s.number}`,
      Author: s.seller.name,
      Creator: 'Sitewright',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const W = A4.width - 2 * M;
  const title = s.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';

  // Heading: the seller on the left, the document's identity on the right.
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(s.seller.name, M, M, { width: W * 0.58 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  if (s.shopName && s.shopName !== s.seller.name) doc.text(`Trading as ${s.shopName}`);
  doc.fillColor(INK);
  for (const l of s.seller.address) doc.text(l, { width: W * 0.58 });
  doc.text(`State: ${s.seller.stateName} (${s.seller.stateCode})`);
  doc.font('Helvetica-Bold').text(`GSTIN: ${s.seller.gstin ?? ''}`);
  const leftBottom = doc.y;

  const rx = M + W * 0.6;
  const rw = W * 0.4;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(s.kind === 'invoice' ? INK : '#b91c1c');
  doc.text(title, rx, M, { width: rw, align: 'right' });
  doc.moveDown(0.3);
  const meta: [string, string][] = [
    [s.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', s.number],
    ['Date', indianDate(s.issuedAt)],
    ['Order', `#${s.orderNumber}`],
    ['Place of supply', s.placeOfSupply],
  ];
  if (s.against)
    meta.push(['Against invoice', `${s.against.number} of ${indianDate(s.against.issuedAt)}`]);
  for (const [k, v] of meta) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(k, rx, y, { width: rw * 0.36 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(v, rx + rw * 0.36, y, {
        width: rw * 0.64,
        align: 'right',
      });
  }
  let y = Math.max(leftBottom, doc.y) + 14;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  y += 10;

  // The buyer: billed and shipped to the order's address.
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text('BILLED AND SHIPPED TO', M, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(s.buyer.name, M, doc.y + 2);
  doc.font('Helvetica').fontSize(9);
  for (const l of s.buyer.address) doc.text(l, { width: W * 0.6 });
  doc.text(`State: ${s.buyer.stateName}${s.buyer.stateCode ? ` (${s.buyer.stateCode})` : ''}`);
  if (s.buyer.gstin) doc.text(`GSTIN: ${s.buyer.gstin}`);
  doc.fillColor(MUTED).text(s.buyer.email);
  y = doc.y + 14;

  // The lines.
  const cols = columns(s.intraState);
  const rowText = (cells: Record<string, string>, bold: boolean, top: number) => {
    let x = M;
    let h = 0;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK);
    for (const c of cols) {
      const t = cells[c.key] ?? '';
      doc.text(t, x + 3, top, { width: c.width - 6, align: c.align });
      h = Math.max(h, doc.heightOfString(t, { width: c.width - 6 }));
      x += c.width;
    }
    return h;
  };
  doc.rect(M, y, W, 20).fill(BAND);
  rowText(Object.fromEntries(cols.map((c) => [c.key, c.title])), true, y + 6);
  y += 24;
  s.lines.forEach((l, i) => {
    const cells: Record<string, string> = {
      n: String(i + 1),
      description: l.description,
      hsn: l.hsn || '—',
      quantity: String(l.quantity),
      unitPrice: formatPaise(l.unitPrice),
      taxable: formatPaise(l.taxable),
      cgst: `${formatPaise(l.cgst)}\n@ ${l.rate / 2}%`,
      sgst: `${formatPaise(l.sgst)}\n@ ${l.rate / 2}%`,
      igst: `${formatPaise(l.igst)}\n@ ${l.rate}%`,
      total: formatPaise(l.total),
    };
    if (y > A4.height - 220) {
      doc.addPage();
      y = M;
    }
    const h = rowText(cells, false, y);
    y += Math.max(h, 20) + 6;
    doc
      .moveTo(M, y - 3)
      .lineTo(M + W, y - 3)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  });

  // The discount, already in the line totals: said once under the table.
  if (s.discount && s.kind === 'invoice') {
    y += 4;
    const by = s.discount.code ? ` (code ${s.discount.code})` : '';
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `Line totals are after a discount of Rs. ${formatPaise(s.discount.amount)}${by}.`,
        M,
        y,
        { width: W - 240 },
      );
  }

  // Totals, right-aligned under the table.
  y += 6;
  const t = s.totals;
  const rows: [string, number][] = [['Taxable value', t.taxable]];
  if (s.intraState) rows.push(['CGST', t.cgst], ['SGST', t.sgst]);
  else rows.push(['IGST', t.igst]);
  const tx = M + W - 230;
  for (const [k, v] of rows) {
    doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(k, tx, y, { width: 120 });
    doc.text(`Rs. ${formatPaise(v)}`, tx + 120, y, { width: 110, align: 'right' });
    y += 15;
  }
  doc.rect(tx - 6, y - 2, 236, 22).fill(BAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(s.kind === 'invoice' ? 'Total' : 'Total credited', tx, y + 4, { width: 120 });
  doc.text(`Rs. ${formatPaise(t.total)}`, tx + 120, y + 4, { width: 110, align: 'right' });
  y += 34;

  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text('AMOUNT IN WORDS', M, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(s.amountInWords, M, doc.y + 2, {
      width: W,
    });
  y = doc.y + 16;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  const notes = [
    s.pricesIncludeTax
      ? 'Prices include GST; the taxable value is the price less the tax.'
      : 'Prices are before GST; the taxable value is the price, the tax is added to it.',
    s.intraState ? 'Supply within the state: CGST and SGST.' : 'Supply across states: IGST.',
    s.kind === 'credit_note'
      ? `Issued for the refund of the order; it reduces invoice ${s.against?.number ?? ''}.`
      : '',
    `This is a computer-generated ${s.kind === 'invoice' ? 'invoice' : 'credit note'} and needs no signature.`,
  ].filter(Boolean);
  doc.text(notes.join('  '), M, y + 8, { width: W });
  doc.end();
  return done;
}
