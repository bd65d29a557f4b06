import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  type AdminProduct,
  CSV_COLUMNS,
  IMPORT_MAX_ROWS,
  majorTextToMinor,
  MAX_MINOR,
  minorToMajorText,
} from '../../shared/admin-catalogue';
import {
  checkRow,
  csvHeader,
  guardFormula,
  unguardFormula,
  importProductsCsv,
  planImport,
  productsToCsv,
  readProductsCsv,
  type CsvRow,
  type ImportGroup,
} from './csv';

function makeProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: 'p1',
    name: 'Indigo Kurta',
    path: 'indigo-kurta',
    status: 'active',
    category: 'kurtas',
    categories: ['sale'],
    brand: 'ek-taara',
    description: 'Line one, "quoted"\n\n- **bold**, with a comma',
    descriptionHtml: '',
    media: [{ url: '/demo/a.svg', alt: 'Front', width: 800, height: 1000 }],
    variants: [
      {
        _id: 'v1',
        title: 'S',
        options: { Size: 'S' },
        sku: 'EKT-1-S',
        price: 129_900,
        mrp: 159_900,
        stock: 4,
        weightGrams: 0,
        image: null,
      },
      {
        _id: 'v2',
        title: 'M',
        options: { Size: 'M' },
        sku: 'EKT-1-M',
        price: 5,
        mrp: null,
        stock: 0,
        weightGrams: 0,
        image: null,
      },
    ],
    options: [],
    seo: { title: 'Kurta', description: 'A kurta.' },
    hasOrders: false,
    created: '2025-01-01T00:00:00.000Z',
    updated: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

const row = (cells: CsvRow['cells'], n = 2): CsvRow => ({ row: n, cells });

describe('money conversions', () => {
  it('writes minor units as the major amount with two decimals', () => {
    expect(minorToMajorText(0)).toBe('0.00');
    expect(minorToMajorText(5)).toBe('0.05');
    expect(minorToMajorText(129_900)).toBe('1299.00');
    expect(minorToMajorText(123_450)).toBe('1234.50');
    expect(minorToMajorText(MAX_MINOR)).toBe('21474836.47');
  });

  it('reads typed amounts exactly, never through a float', () => {
    expect(majorTextToMinor('0.29')).toBe(29);
    expect(majorTextToMinor('1.005')).toBeNull();
    expect(majorTextToMinor('1299')).toBe(129_900);
    expect(majorTextToMinor(' 1,299.5 ')).toBe(129_950);
    expect(majorTextToMinor('1,29,999.00')).toBe(12_999_900);
    expect(majorTextToMinor('₹ 49.99')).toBe(4999);
    for (const bad of ['', '-1', '1e3', '12.', '.5', 'abc', '1,2', '21474836.48', '0x10', '１２'])
      expect(majorTextToMinor(bad), bad).toBeNull();
  });

  it('round-trips every amount the database holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR }), (minor) => {
        expect(majorTextToMinor(minorToMajorText(minor))).toBe(minor);
      }),
    );
  });
});

describe('productsToCsv', () => {
  it('writes one row a variant that the reader reads back cell for cell', () => {
    const text = csvHeader() + productsToCsv([makeProduct()]);
    const records = parse(text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...CSV_COLUMNS]);
    expect(records.map((r) => [r.sku, r.price, r.mrp, r.stock, r.options])).toEqual([
      ['EKT-1-S', '1299.00', '1599.00', '4', 'Size=S'],
      ['EKT-1-M', '0.05', '', '0', 'Size=M'],
    ]);
    expect(records[0]).toMatchObject({
      handle: 'indigo-kurta',
      also_in: 'sale',
      images: '/demo/a.svg',
      description: 'Line one, "quoted"\n\n- **bold**, with a comma',
      seo_title: 'Kurta',
    });
  });

  it('is empty without products', () => {
    expect(productsToCsv([])).toBe('');
  });
});

describe('readProductsCsv', () => {
  it('reads known columns in any order and case, numbering rows as a spreadsheet does', () => {
    const read = readProductsCsv('\uFEFFSKU, Handle ,Price\r\nA,x,1\r\n\r\n,,\r\nB,y,2\r\n');
    expect(read).toEqual({
      ok: true,
      columns: ['sku', 'handle', 'price'],
      rows: [
        { row: 2, cells: { sku: 'A', handle: 'x', price: '1' } },
        { row: 5, cells: { sku: 'B', handle: 'y', price: '2' } },
      ],
    });
  });

  it('refuses unknown or repeated columns, a missing key, bad quoting and too many rows', () => {
    expect(readProductsCsv('handle,sku,colour\n')).toMatchObject({ ok: false, status: 400 });
    expect(readProductsCsv('handle,sku,sku\n')).toMatchObject({ ok: false, message: /twice/ });
    expect(readProductsCsv('handle,name\n')).toMatchObject({ ok: false, message: /required/ });
    expect(readProductsCsv('handle,sku\n"a,b\n')).toMatchObject({
      ok: false,
      message: /could not be read/,
    });
    expect(readProductsCsv('')).toMatchObject({ ok: false, message: /empty/ });
    const many = ['handle,sku', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => 'a,b')].join(
      '\n',
    );
    expect(readProductsCsv(many)).toMatchObject({ ok: false, status: 413 });
    const enough = ['handle,sku', ...Array.from({ length: IMPORT_MAX_ROWS }, () => 'a,b')].join(
      '\n',
    );
    expect(readProductsCsv(enough)).toMatchObject({ ok: true });
  });
});

describe('checkRow', () => {
  it('reads a full row', () => {
    const r = checkRow(
      row({
        handle: 'indigo-kurta',
        name: ' Indigo Kurta ',
        status: 'Draft',
        category: 'kurtas',
        also_in: 'sale | women',
        brand: '',
        images: '/a.svg | /b.svg',
        variant_title: 'S',
        options: 'Size=S | Colour = Indigo',
        sku: 'K-1',
        price: '1,299.50',
        mrp: '',
        stock: '7',
      }),
    );
    expect(r.reasons).toEqual([]);
    expect(r.product).toEqual({
      name: 'Indigo Kurta',
      status: 'draft',
      category: 'kurtas',
      categories: ['sale', 'women'],
      brand: '',
      images: ['/a.svg', '/b.svg'],
    });
    expect(r.variant).toEqual({
      title: 'S',
      options: { Size: 'S', Colour: 'Indigo' },
      price: 129_950,
      mrp: null,
      stock: 7,
    });
  });

  it('gives one readable reason a problem', () => {
    const r = checkRow(
      row({
        handle: 'Bad Handle',
        sku: 'has space',
        status: 'live',
        category: 'Not A Slug',
        price: '1.234',
        stock: '-2',
        options: 'nonsense',
        seo_title: 'x'.repeat(71),
      }),
    );
    expect(r.reasons).toHaveLength(8);
    expect(r.reasons.join('\n')).toMatch(/handle "Bad Handle" is not a path/);
    expect(r.reasons.join('\n')).toMatch(/price "1\.234" is not an amount/);
    expect(r.reasons.join('\n')).toMatch(/stock "-2" is not a whole number/);
  });

  it('leaves absent columns out, so they keep their values', () => {
    const r = checkRow(row({ handle: 'x', sku: 'y', price: '' }));
    expect(r.product).toEqual({});
    expect(r.variant).toEqual({});
  });
});

describe('planImport', () => {
  const existing = new Map([['indigo-kurta', makeProduct()]]);

  it('updates matched variants, adds new SKUs and keeps everything the CSV does not name', () => {
    const rows = [
      checkRow(row({ handle: 'indigo-kurta', sku: 'EKT-1-S', price: '10', stock: '' }, 2)),
      checkRow(row({ handle: 'indigo-kurta', sku: 'EKT-1-L', price: '12', stock: '3' }, 3)),
    ];
    const { refused, groups } = planImport(rows, existing);
    expect(refused).toEqual([]);
    const g = groups[0]!;
    expect(g.rows).toEqual([
      { row: 2, sku: 'EKT-1-S', status: 'updated' },
      { row: 3, sku: 'EKT-1-L', status: 'created' },
    ]);
    expect(g.form).toMatchObject({
      id: 'p1',
      baseUpdatedAt: '2025-01-02T00:00:00.000Z',
      name: 'Indigo Kurta',
      category: 'kurtas',
      categories: ['sale'],
      media: [{ url: '/demo/a.svg', alt: 'Front' }],
    });
    expect(g.form.variants.map((v) => [v.id, v.sku, v.price, v.stock])).toEqual([
      ['v1', 'EKT-1-S', 1000, 4],
      ['v2', 'EKT-1-M', 5, 0],
      [undefined, 'EKT-1-L', 1200, 3],
    ]);
  });

  it('refuses rows that contradict the first row, repeat a SKU, or lack what a new product needs', () => {
    const rows = [
      checkRow(row({ handle: 'new-one', name: 'New', sku: 'A', price: '1' }, 2)),
      checkRow(row({ handle: 'new-one', name: 'Other', sku: 'B', price: '1' }, 3)),
      checkRow(row({ handle: 'new-one', name: '', sku: 'A', price: '1' }, 4)),
      checkRow(row({ handle: 'new-one', sku: 'C' }, 5)),
      checkRow(row({ handle: 'nameless', sku: 'A', price: '1' }, 6)),
      checkRow(row({ handle: 'new-one', sku: 'D', price: 'x' }, 7)),
    ];
    const { refused, groups } = planImport(rows, existing);
    const byRow = [...refused].sort((a, b) => a.row - b.row);
    expect(byRow.map((r) => [r.row, r.reasons[0]])).toEqual([
      [3, 'name differs from row 2 of the same product.'],
      [4, 'sku "A" is already used by row 2 of the same product.'],
      [5, 'price is required for the new variant "C".'],
      [6, 'name is required to create the product nameless.'],
      [7, 'price "x" is not an amount: write it like 1299.00 (at most two decimals).'],
    ]);
    expect(groups.map((g) => [g.path, g.rows.map((r) => r.row)])).toEqual([['new-one', [2]]]);
    expect(groups[0]!.form).toMatchObject({ status: 'active', name: 'New' });
  });
});

describe('importProductsCsv', () => {
  it('reports every row in order and refuses all rows of a product whose save is refused', async () => {
    const applied: ImportGroup[] = [];
    const result = await importProductsCsv(
      'handle,name,sku,price\na,A,1,1\nb,B,1,1\na,,2,x\nb,,2,2\n',
      {
        productsByPath: async () => [],
        apply: async (g) => {
          applied.push(g);
          return g.path === 'b' ? { ok: false, reasons: ['There is no brand "z".'] } : { ok: true };
        },
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(applied.map((g) => g.path)).toEqual(['a', 'b']);
    expect(result.report.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
    ]);
    expect(result.report.rows[1]!.reasons).toEqual(['There is no brand "z".']);
    expect(result.report.totals).toEqual({ created: 1, updated: 0, refused: 3, products: 1 });
  });
});

describe('formula cells', () => {
  it('guards a cell a spreadsheet would run, and takes the guard off on import', () => {
    for (const cell of ['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)', '\tx'])
      expect(unguardFormula(guardFormula(cell))).toBe(cell);
    expect(guardFormula('=1+1')).toBe("'=1+1");
    expect(guardFormula('Plain tee')).toBe('Plain tee');
    expect(unguardFormula("'plain")).toBe("'plain");
  });
});

describe('option columns', () => {
  const withOptions = makeProduct({
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Indigo'] },
    ],
    variants: [
      {
        _id: 'v1',
        title: 'S / Indigo',
        options: { Size: 'S', Colour: 'Indigo' },
        sku: 'K-S-IND',
        price: 100,
        mrp: null,
        stock: 2,
        weightGrams: 0,
        image: '/demo/a.svg',
      },
      {
        _id: 'v2',
        title: 'M / Indigo',
        options: { Size: 'M', Colour: 'Indigo' },
        sku: 'K-M-IND',
        price: 200,
        mrp: null,
        stock: 0,
        weightGrams: 0,
        image: null,
      },
    ],
  });

  it('exports Option1 Name/Value … and the variant image, and plans the same options back', () => {
    const text = csvHeader() + productsToCsv([withOptions]);
    const records = parse(text, { columns: true }) as Record<string, string>[];
    expect(
      records.map((r) => [
        r.option1_name,
        r.option1_value,
        r.option2_name,
        r.option2_value,
        r.options,
        r.variant_image,
      ]),
    ).toEqual([
      ['Size', 'S', 'Colour', 'Indigo', '', '/demo/a.svg'],
      ['Size', 'M', 'Colour', 'Indigo', '', ''],
    ]);
    // Shopify's header spelling reads the same; a new product takes its options from the rows.
    const shopify = text
      .replace('option1_name', 'Option1 Name')
      .replace('option1_value', 'Option1 Value')
      .replace(/indigo-kurta/g, 'new-kurta');
    const read = readProductsCsv(shopify);
    if (!read.ok) throw new Error(read.message);
    const { refused, groups } = planImport(read.rows.map(checkRow), new Map());
    expect(refused).toEqual([]);
    expect(groups[0]!.form.options).toEqual(withOptions.options);
    expect(groups[0]!.form.variants.map((v) => [v.options, v.image])).toEqual([
      [{ Size: 'S', Colour: 'Indigo' }, '/demo/a.svg'],
      [{ Size: 'M', Colour: 'Indigo' }, null],
    ]);
  });

  it('refuses a value without its option name and rows that name other options', () => {
    const header = 'handle,name,sku,price,option1_name,option1_value';
    const read = readProductsCsv(`${header}\nk,K,A,1,Size,S\nk,,B,1,Fit,M\nk,,C,1,,L\n`);
    if (!read.ok) throw new Error(read.message);
    const { refused } = planImport(read.rows.map(checkRow), new Map());
    expect(refused.map((r) => [r.row, r.reasons])).toEqual([
      [3, ['the option names differ from row 2 of the same product.']],
      [4, ['option1_value "L" has no option1_name.']],
    ]);
  });
});
