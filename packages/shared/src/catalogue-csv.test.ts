import { describe, expect, it } from 'vitest';
import {
  type CatalogueLookups,
  checkCatalogueCsv,
  type ExportProduct,
  plainText,
  productHandle,
  SHOP_CSV_COLUMNS,
  SHOPIFY_CSV_COLUMNS,
  shopifyRows,
  shopRows,
} from './catalogue-csv.ts';
import { toCsv } from './csv.ts';

const kurta: ExportProduct = {
  id: 7,
  brandname: 'Rangriti',
  productname: 'Cotton Kurta, "Indigo"',
  category: 'Women Ethnic',
  description: '=Hand block printed.\nWash cold & dry in shade.',
  material: 'Cotton',
  hsnCode: '6204',
  available: true,
  archived: false,
  stockMode: 'pooled',
  stock: 12,
  sizes: ['S', 'M'],
  colors: ['Indigo', 'Rani Pink'],
  images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp', '/uploads/e.webp'],
  newPrice: 1499,
  oldPrice: 2999,
  variants: [
    { size: 'S', color: 'Indigo', sku: 'ZR-7-S-INDIGO', stock: null, newPrice: null, oldPrice: null },
    { size: 'S', color: 'Rani Pink', sku: 'ZR-7-S-RANIPINK', stock: null, newPrice: null, oldPrice: null },
    { size: 'M', color: 'Indigo', sku: 'ZR-7-M-INDIGO', stock: null, newPrice: 1599, oldPrice: null },
    { size: 'M', color: 'Rani Pink', sku: 'ZR-7-M-RANIPINK', stock: null, newPrice: null, oldPrice: null },
  ],
};
const saree: ExportProduct = {
  ...kurta,
  id: 9,
  productname: 'Banarasi Silk Saree',
  category: 'Saree',
  description: '',
  hsnCode: null,
  stock: null,
  sizes: [],
  colors: [],
  images: ['/uploads/s.webp'],
  newPrice: 8999,
  oldPrice: null,
  variants: [{ size: '', color: '', sku: 'ZR-9', stock: null, newPrice: null, oldPrice: null }],
};

/** The shop as it is after the export: the products' SKUs and handles. */
const shopLookups = (products: ExportProduct[]): CatalogueLookups => {
  const skus = new Map(products.flatMap((p) => p.variants.map((v) => [v.sku, p.id] as const)));
  const handles = new Map(products.map((p) => [productHandle(p), p.id]));
  return { skuOwner: (sku) => skus.get(sku), handleOwner: (h) => handles.get(h) };
};
const emptyShop: CatalogueLookups = { skuOwner: () => undefined, handleOwner: () => undefined };

describe('export', () => {
  it("writes one row per variant in the shop's columns", () => {
    const rows = shopRows(kurta);
    expect(rows).toHaveLength(4);
    const first = Object.fromEntries(SHOP_CSV_COLUMNS.map((c, i) => [c, rows[0][i]]));
    expect(first).toMatchObject({
      handle: 'cotton-kurta-indigo-7',
      title: 'Cotton Kurta, "Indigo"',
      sizes: 'S, M',
      colors: 'Indigo, Rani Pink',
      size: 'S',
      color: 'Indigo',
      price: '1499',
      mrp: '2999',
      stock: '12',
      stock_mode: 'pooled',
      status: 'active',
    });
  });

  it("writes Shopify's layout: the product on its first row, options, the pool once, photos on rows of their own", () => {
    const rows = shopifyRows(kurta, (p) => `https://shop.example${p}`).map((r) =>
      Object.fromEntries(SHOPIFY_CSV_COLUMNS.map((c, i) => [c, r[i]])),
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      Handle: 'cotton-kurta-indigo-7',
      Title: 'Cotton Kurta, "Indigo"',
      'Body (HTML)': '<p>=Hand block printed.</p><p>Wash cold &amp; dry in shade.</p>',
      Vendor: 'Rangriti',
      Type: 'Women Ethnic',
      Published: 'TRUE',
      'Option1 Name': 'Size',
      'Option1 Value': 'S',
      'Option2 Name': 'Color',
      'Option2 Value': 'Indigo',
      'Variant Inventory Qty': '12',
      'Variant Price': '1499',
      'Variant Compare At Price': '2999',
      'Image Src': 'https://shop.example/uploads/a.webp',
      'Image Position': '1',
      Status: 'active',
    });
    expect(rows[1]).toMatchObject({ Title: '', 'Option1 Name': '', 'Variant Inventory Qty': '0' });
    expect(rows[2]).toMatchObject({ 'Variant Price': '1599', 'Variant Compare At Price': '' });
    expect(rows[4]).toMatchObject({ 'Variant SKU': '', 'Image Src': 'https://shop.example/uploads/e.webp' });
    const plain = shopifyRows(saree, (p) => p).map((r) =>
      Object.fromEntries(SHOPIFY_CSV_COLUMNS.map((c, i) => [c, r[i]])),
    );
    expect(plain[0]).toMatchObject({
      'Option1 Name': 'Title',
      'Option1 Value': 'Default Title',
      'Variant Inventory Qty': '',
    });
  });

  it('reads its own Body (HTML) back as the description', () => {
    expect(plainText('<p>Hand block printed.</p><p>Wash cold &amp; dry<br>in shade.</p>')).toBe(
      'Hand block printed.\nWash cold & dry\nin shade.',
    );
  });
});

describe('round trip: an export checked as an import finds no problem', () => {
  const products = [kurta, saree];
  it.each([
    ['shop', toCsv(SHOP_CSV_COLUMNS, products.flatMap(shopRows))],
    [
      'shopify',
      toCsv(
        SHOPIFY_CSV_COLUMNS,
        products.flatMap((p) => shopifyRows(p, (x) => `https://shop.example${x}`)),
      ),
    ],
  ])('%s layout', (layout, csv) => {
    const check = checkCatalogueCsv(csv, shopLookups(products));
    expect(check.problems).toEqual([]);
    expect(check.layout).toBe(layout);
    expect(check.products.map((p) => [p.productId, p.productname, p.category, p.variants.length])).toEqual([
      [7, 'Cotton Kurta, "Indigo"', 'Women Ethnic', 4],
      [9, 'Banarasi Silk Saree', 'Saree', 1],
    ]);
    const [k] = check.products;
    expect(k).toMatchObject({
      brandname: 'Rangriti',
      description: '=Hand block printed.\nWash cold & dry in shade.',
      newPrice: 1499,
      oldPrice: 2999,
      stock: 12,
      sizes: ['S', 'M'],
      colors: ['Indigo', 'Rani Pink'],
      available: true,
    });
    expect(k.images).toHaveLength(5);
    expect(k.variants.map((v) => [v.sku, v.newPrice])).toEqual([
      ['ZR-7-S-INDIGO', null],
      ['ZR-7-S-RANIPINK', null],
      ['ZR-7-M-INDIGO', 1599],
      ['ZR-7-M-RANIPINK', null],
    ]);
    expect(check.products[1].stock).toBeNull();
  });
});

describe('dry run: every problem by row and column', () => {
  const header = SHOP_CSV_COLUMNS.join(',');
  const line = (over: Partial<Record<(typeof SHOP_CSV_COLUMNS)[number], string>>) => {
    const base: Record<string, string> = {
      handle: 'new-kurta',
      title: 'New Kurta',
      brand: 'Zariya',
      category: 'Women Ethnic',
      material: 'Cotton',
      available: 'TRUE',
      sizes: '"S, M"',
      colors: 'Red',
      size: 'S',
      color: 'Red',
      sku: 'NK-S-RED',
      price: '999',
      ...over,
    };
    return SHOP_CSV_COLUMNS.map((c) => base[c] ?? '').join(',');
  };

  it('lists a bad price, an unknown category, a duplicate SKU, a size not among the options and a missing field', () => {
    const csv = [
      header,
      line({}),
      line({ size: 'M', sku: 'NK-M-RED' }),
      line({ handle: 'second', title: 'Second', category: 'Lehenga', price: '12.50', sku: 'NK-S-RED' }),
      line({ handle: 'third', title: '', brand: '', size: 'XL', sku: 'T-1', price: 'abc' }),
      line({ handle: 'fourth', title: 'Fourth', sku: 'ZR-7-S-INDIGO' }),
      line({ handle: 'fifth', title: 'Fifth', sku: 'bad sku!' }),
      line({ handle: '' }),
    ].join('\r\n');
    const check = checkCatalogueCsv(csv, {
      skuOwner: (sku) => (sku === 'ZR-7-S-INDIGO' ? 7 : undefined),
      handleOwner: (h) => (h === 'fourth' ? 8 : undefined),
    });
    expect(check.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [4, 'category', 'UNKNOWN_CATEGORY'],
      [4, 'sku', 'DUPLICATE_SKU'],
      [4, 'price', 'BAD_PRICE'],
      [5, 'title', 'MISSING_FIELD'],
      [5, 'brand', 'MISSING_FIELD'],
      [5, 'size', 'UNKNOWN_SIZE'],
      [5, 'price', 'BAD_PRICE'],
      [6, 'sku', 'SKU_TAKEN'],
      [7, 'sku', 'SKU_INVALID'],
      [8, 'handle', 'MISSING_FIELD'],
    ]);
    expect(check.problems.find((p) => p.code === 'DUPLICATE_SKU')?.message).toBe(
      'SKU "NK-S-RED" is also on row 2.',
    );
    expect(check.problems.find((p) => p.code === 'UNKNOWN_SIZE')?.message).toBe(
      '"XL" is not among this product\'s sizes (S, M).',
    );
    expect(check.problems.find((p) => p.code === 'UNKNOWN_CATEGORY')?.message).toContain('"Lehenga"');
  });

  it('tells a file it cannot read, or of no known layout, from one with bad rows', () => {
    expect(checkCatalogueCsv('', emptyShop).problems[0].code).toBe('UNREADABLE');
    expect(checkCatalogueCsv('a,b\r\n1,2\r\n', emptyShop).problems[0]).toMatchObject({
      row: 1,
      code: 'UNKNOWN_LAYOUT',
    });
    expect(checkCatalogueCsv('Handle,Title\r\nx,"never closed\r\n', emptyShop).problems[0].code).toBe(
      'UNREADABLE',
    );
    expect(checkCatalogueCsv('Handle,Title\r\nx,X\r\n', emptyShop).problems[0]).toMatchObject({
      row: 1,
      column: 'Variant Price',
      code: 'MISSING_COLUMN',
    });
  });

  it("reads Shopify's newer column names and a size given without a Size option", () => {
    const csv = [
      'URL handle,Title,Vendor,Type,Option1 name,Option1 value,SKU,Price,Inventory quantity',
      'tee,Tee,Zariya,Women Western,Size,S,TEE-S,499,3',
      'tee,,,,,M,TEE-M,499,4',
      'cap,Cap,Zariya,Accessories,,Free Size,CAP-1,299,',
    ].join('\n');
    const check = checkCatalogueCsv(csv, emptyShop);
    expect(check.layout).toBe('shopify');
    expect(check.products[0]).toMatchObject({ productId: null, sizes: ['S', 'M'], stock: 7, newPrice: 499 });
    expect(check.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [4, 'Option1 Value', 'UNKNOWN_SIZE'],
    ]);
  });
});
