// The catalogue as CSV (issue 27 items 1–2, decision 0051): every product with its variants, one row per variant,
// in the shop's own columns or in Shopify's product CSV layout; and the dry run of an import, which reads a file in
// either layout as it is and lists every problem by row and column before anything is written. Pure: the server
// supplies what only the database knows (the SKUs already taken, the handles of the shop's products).
import Papa from 'papaparse';
import { CATEGORIES, type Category } from './constants.ts';
import { normalSku, validateVariantInput } from './variant-rules.ts';

// ---- Layouts ----

/** The shop's own layout: product fields repeated on each of its variant rows, so a spreadsheet can sort it. */
export const SHOP_CSV_COLUMNS = [
  'handle',
  'product_id',
  'title',
  'brand',
  'category',
  'description',
  'material',
  'hsn_code',
  'available',
  'status',
  'stock_mode',
  'stock',
  'sizes',
  'colors',
  'size',
  'color',
  'sku',
  'variant_stock',
  'price',
  'mrp',
  'variant_price',
  'variant_mrp',
  'images',
] as const;

/**
 * Shopify's product CSV columns, as its help centre documents them ("Using CSV files to import and export
 * products"), in its order. The first row of a product carries the product's fields; its other rows carry the
 * Handle, the options and the variant's fields; extra photos come on rows of their own (Handle, Image Src,
 * Image Position).
 */
export const SHOPIFY_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
] as const;

export const CSV_LAYOUTS = ['shop', 'shopify'] as const;
export type CsvLayout = (typeof CSV_LAYOUTS)[number];

/** Shopify's product taxonomy for each of the shop's categories (the export's Product Category). */
export const SHOPIFY_CATEGORY: Record<Category, string> = {
  Saree: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing > Saris & Lehengas',
  'Regional Attires': 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing',
  'Women Ethnic': 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing',
  'Women Western': 'Apparel & Accessories > Clothing',
  Accessories: 'Apparel & Accessories > Clothing Accessories',
  'Salwar & Suits': 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing',
};

// ---- Export ----

export type ExportVariant = {
  size: string;
  color: string;
  sku: string;
  /** Split products only; null when pooled or uncounted. */
  stock: number | null;
  newPrice: number | null;
  oldPrice: number | null;
};

export type ExportProduct = {
  id: number;
  brandname: string;
  productname: string;
  category: string;
  description: string;
  material: string;
  hsnCode: string | null;
  available: boolean;
  archived: boolean;
  stockMode: 'pooled' | 'split';
  /** The pool (pooled) or the sum of the counted variants (split); null: not counted. */
  stock: number | null;
  sizes: string[];
  colors: string[];
  images: string[];
  newPrice: number;
  oldPrice: number | null;
  /** The variants on sale, in the owner's order. */
  variants: ExportVariant[];
};

/** Lower-case letters and digits joined by single dashes, as Shopify's handles are. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A product's handle: its name's slug and its id, unique in the shop and stable while the name is. */
export const productHandle = (p: { id: number; productname: string }) =>
  [slug(p.productname), String(p.id)].filter(Boolean).join('-');

const list = (values: readonly string[]) => values.join(', ');
const yes = (b: boolean) => (b ? 'TRUE' : 'FALSE');
const statusOf = (p: ExportProduct) => (p.archived ? 'archived' : p.available ? 'active' : 'draft');

/** One row per variant in the shop's own columns. */
export function shopRows(p: ExportProduct): string[][] {
  return p.variants.map((v) => [
    productHandle(p),
    String(p.id),
    p.productname,
    p.brandname,
    p.category,
    p.description,
    p.material,
    p.hsnCode ?? '',
    yes(p.available),
    statusOf(p),
    p.stockMode,
    p.stock === null ? '' : String(p.stock),
    list(p.sizes),
    list(p.colors),
    v.size,
    v.color,
    v.sku,
    v.stock === null ? '' : String(v.stock),
    String(p.newPrice),
    p.oldPrice === null ? '' : String(p.oldPrice),
    v.newPrice === null ? '' : String(v.newPrice),
    v.oldPrice === null ? '' : String(v.oldPrice),
    p.images.join(' '),
  ]);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text as Shopify's Body (HTML): each line a paragraph. */
export const bodyHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** Shopify's Body (HTML) as the shop's plain description: paragraphs and breaks become lines, tags go. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h[1-6])>\s*/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The options a product shows Shopify: Size and Color when it lists them; Title / Default Title when neither. */
function shopifyOptions(p: ExportProduct): Array<{ name: string; of: (v: ExportVariant) => string }> {
  const options: Array<{ name: string; of: (v: ExportVariant) => string }> = [];
  if (p.sizes.length > 0) options.push({ name: 'Size', of: (v) => v.size });
  if (p.colors.length > 0) options.push({ name: 'Color', of: (v) => v.color });
  if (options.length === 0) options.push({ name: 'Title', of: () => 'Default Title' });
  return options;
}

/**
 * One row per variant in Shopify's layout, then a row per photo beyond the variants' rows. A pooled product's
 * count is its pool, written on its first row (an import adds the rows' counts up into the pool again);
 * a split product's counts are its variants'. `imageUrl` makes a stored path a full address.
 */
export function shopifyRows(p: ExportProduct, imageUrl: (path: string) => string): string[][] {
  const options = shopifyOptions(p);
  const empty = () => Object.fromEntries(SHOPIFY_CSV_COLUMNS.map((c) => [c, ''])) as Record<string, string>;
  const rows = p.variants.map((v, index) => {
    const row = empty();
    row.Handle = productHandle(p);
    if (index === 0) {
      row.Title = p.productname;
      row['Body (HTML)'] = bodyHtml(p.description);
      row.Vendor = p.brandname;
      row['Product Category'] = SHOPIFY_CATEGORY[p.category as Category] ?? '';
      row.Type = p.category;
      row.Tags = p.material;
      row.Published = yes(p.available && !p.archived);
      row['Gift Card'] = 'FALSE';
      row.Status = statusOf(p);
    }
    options.forEach((option, i) => {
      if (index === 0) row[`Option${i + 1} Name`] = option.name;
      row[`Option${i + 1} Value`] = option.of(v);
    });
    row['Variant SKU'] = v.sku;
    row['Variant Grams'] = '0';
    const qty = p.stockMode === 'split' ? v.stock : index === 0 ? p.stock : null;
    const counted = p.stockMode === 'split' ? v.stock !== null : p.stock !== null;
    row['Variant Inventory Tracker'] = counted ? 'shopify' : '';
    row['Variant Inventory Qty'] = counted ? String(qty ?? 0) : '';
    row['Variant Inventory Policy'] = 'deny';
    row['Variant Fulfillment Service'] = 'manual';
    row['Variant Price'] = String(v.newPrice ?? p.newPrice);
    const mrp = v.newPrice !== null ? v.oldPrice : (v.oldPrice ?? p.oldPrice);
    row['Variant Compare At Price'] = mrp === null ? '' : String(mrp);
    row['Variant Requires Shipping'] = 'TRUE';
    row['Variant Taxable'] = 'TRUE';
    row['Variant Weight Unit'] = 'kg';
    return row;
  });
  p.images.forEach((path, index) => {
    let row = rows[index];
    if (!row) {
      row = empty();
      row.Handle = productHandle(p);
      rows.push(row);
    }
    row['Image Src'] = imageUrl(path);
    row['Image Position'] = String(index + 1);
    row['Image Alt Text'] = index === 0 ? p.productname : '';
  });
  return rows.map((row) => SHOPIFY_CSV_COLUMNS.map((c) => row[c]));
}

// ---- Reading a file ----

/** A row of the file (its spreadsheet row number: the header is row 1) with its cells by column name. */
export type CsvRecord = { row: number; cells: Record<string, string> };

export type CsvProblem = {
  /** The spreadsheet's row number (the header is row 1); 1 for a problem with the file's columns. */
  row: number;
  /** The column as the file names it ('' for the whole row or file). */
  column: string;
  code: CsvProblemCode;
  message: string;
};

export const CSV_PROBLEM_CODES = [
  'UNREADABLE',
  'UNKNOWN_LAYOUT',
  'MISSING_COLUMN',
  'MISSING_FIELD',
  'BAD_PRICE',
  'BAD_STOCK',
  'BAD_VALUE',
  'UNKNOWN_CATEGORY',
  'DUPLICATE_SKU',
  'SKU_INVALID',
  'SKU_TAKEN',
  'UNKNOWN_SIZE',
  'UNKNOWN_COLOR',
  'DUPLICATE_VARIANT',
  'TOO_MANY_ROWS',
  'PHOTO_MISSING',
  'PHOTO_NOT_IMAGE',
] as const;
export type CsvProblemCode = (typeof CSV_PROBLEM_CODES)[number];

/** The most rows one file may have. */
export const MAX_IMPORT_ROWS = 50_000;
/** The most problems a dry run lists (the count says how many there were). */
export const MAX_LISTED_PROBLEMS = 1_000;

/** Shopify's newer export names some columns differently; each is read as the classic name. */
const SHOPIFY_ALIASES: Record<string, string> = {
  'url handle': 'handle',
  description: 'body (html)',
  sku: 'variant sku',
  price: 'variant price',
  'compare-at price': 'variant compare at price',
  'inventory quantity': 'variant inventory qty',
  'product image url': 'image src',
  'image position': 'image position',
  'published on online store': 'published',
};

/** A CSV cell the export defused against formulas (csv.ts) is read back as the owner wrote it. */
const undefuse = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The file's layout and rows, cells trimmed, column names as the layout spells them (lower case for the shop's,
 * Shopify's classic names for Shopify's). Blank lines are skipped; a byte-order mark is dropped.
 */
export function readCatalogueCsv(
  text: string,
): { layout: CsvLayout; records: CsvRecord[]; columns: string[] } | { problems: CsvProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal || parsed.data.length === 0) {
    return {
      problems: [
        {
          row: fatal ? (fatal.row ?? 0) + 1 : 1,
          column: '',
          code: 'UNREADABLE',
          message: fatal
            ? 'This row has a quote (") that is never closed, so the file cannot be read past it.'
            : 'The file is empty.',
        },
      ],
    };
  }
  const [header, ...body] = parsed.data;
  if (body.length > MAX_IMPORT_ROWS)
    return {
      problems: [
        {
          row: MAX_IMPORT_ROWS + 2,
          column: '',
          code: 'TOO_MANY_ROWS',
          message: `A file can have at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows; split it into several.`,
        },
      ],
    };
  const names = header.map((h) => h.trim().toLowerCase());
  const shop = names.includes('sku') && names.includes('brand') && names.includes('handle');
  const shopify = !shop && names.some((n) => n === 'handle' || n === 'url handle') && names.includes('title');
  if (!shop && !shopify) {
    return {
      problems: [
        {
          row: 1,
          column: '',
          code: 'UNKNOWN_LAYOUT',
          message:
            "The first row does not name the shop's columns (handle, title, brand, sku, …) or Shopify's (Handle, Title, Variant SKU, …).",
        },
      ],
    };
  }
  const layout: CsvLayout = shop ? 'shop' : 'shopify';
  const classic = new Map(SHOPIFY_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = names.map((n) =>
    layout === 'shop' ? n : (classic.get(SHOPIFY_ALIASES[n] ?? n) ?? header[names.indexOf(n)].trim()),
  );
  const records = body.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(columns.map((c, i) => [c, undefuse((cells[i] ?? '').trim())])),
  }));
  return { layout, records, columns };
}

// ---- The dry run ----

/** What the shop knows that a file is checked against. */
export type CatalogueLookups = {
  /** The product an SKU belongs to now, or undefined when it is free. */
  skuOwner: (sku: string) => number | undefined;
  /** The product a handle names (the export's handles), or undefined. */
  handleOwner: (handle: string) => number | undefined;
};

/** A variant as the file states it, with its row for the report. */
export type PlannedVariant = ExportVariant & { row: number };

export type PlannedProduct = {
  handle: string;
  /** The shop's product it updates; null: a new one. */
  productId: number | null;
  row: number;
  productname: string;
  brandname: string;
  category: Category | null;
  description: string;
  material: string;
  hsnCode: string | null;
  available: boolean;
  newPrice: number | null;
  oldPrice: number | null;
  stock: number | null;
  sizes: string[];
  colors: string[];
  images: string[];
  /** Where each of `images` was read: its row and column (the dry run names a photo missing from the zip there). */
  imageCells: Array<{ row: number; column: string; name: string }>;
  variants: PlannedVariant[];
};

export type CatalogueCheck = {
  layout: CsvLayout | null;
  rows: number;
  products: PlannedProduct[];
  problems: CsvProblem[];
  /** How many problems there were (only the first MAX_LISTED_PROBLEMS are listed). */
  problemCount: number;
};

const MAX_RUPEES = 10_000_000;
const MAX_STOCK = 1_000_000;

/** A category by its exact name (any case), or by the last part of Shopify's taxonomy path. */
export function categoryFrom(value: string): Category | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  const exact = CATEGORIES.find((c) => c.toLowerCase() === text);
  if (exact) return exact;
  const leaf = text.split('>').at(-1)?.trim() ?? '';
  if (leaf === 'saris & lehengas' || leaf === 'sarees' || leaf === 'saris') return 'Saree';
  if (leaf === 'clothing accessories') return 'Accessories';
  return null;
}

type Cells = Record<string, string>;
type Reader = {
  /** The column names in the file's own spelling for each field (product fields from a product's first row). */
  col: {
    handle: string;
    title: string;
    brand: string;
    category: string;
    description: string;
    material: string;
    sku: string;
    price: string;
    mrp: string;
    stock: string;
    variantStock: string;
    available: string;
    images: string;
  };
};

const SHOP_READER: Reader['col'] = {
  handle: 'handle',
  title: 'title',
  brand: 'brand',
  category: 'category',
  description: 'description',
  material: 'material',
  sku: 'sku',
  price: 'price',
  mrp: 'mrp',
  stock: 'stock',
  variantStock: 'variant_stock',
  available: 'available',
  images: 'images',
};
const SHOPIFY_READER: Reader['col'] = {
  handle: 'Handle',
  title: 'Title',
  brand: 'Vendor',
  category: 'Type',
  description: 'Body (HTML)',
  material: 'Tags',
  sku: 'Variant SKU',
  price: 'Variant Price',
  mrp: 'Variant Compare At Price',
  stock: 'Variant Inventory Qty',
  variantStock: 'Variant Inventory Qty',
  available: 'Published',
  images: 'Image Src',
};

const REQUIRED_COLUMNS: Record<CsvLayout, readonly string[]> = {
  shop: ['handle', 'title', 'brand', 'category', 'price', 'size', 'color', 'sku'],
  shopify: ['Handle', 'Title', 'Variant Price'],
};

/**
 * Checks a file in either layout against the shop: every problem by row and column, nothing written. What it
 * would do is `products` (each with the shop's product it updates, or null for a new one); the import itself
 * writes them only when `problems` is empty.
 */
export function checkCatalogueCsv(text: string, lookups: CatalogueLookups): CatalogueCheck {
  const read = readCatalogueCsv(text);
  if ('problems' in read)
    return {
      layout: null,
      rows: 0,
      products: [],
      problems: read.problems,
      problemCount: read.problems.length,
    };
  const { layout, records, columns } = read;
  const problems: CsvProblem[] = [];
  const problem = (row: number, column: string, code: CsvProblemCode, message: string) =>
    problems.push({ row, column, code, message });

  const missing = REQUIRED_COLUMNS[layout].filter((c) => !columns.includes(c));
  for (const column of missing)
    problem(1, column, 'MISSING_COLUMN', `The file has no "${column}" column, which every import needs.`);
  if (missing.length > 0)
    return { layout, rows: records.length, products: [], problems, problemCount: problems.length };

  const col = layout === 'shop' ? SHOP_READER : SHOPIFY_READER;
  const price = (cells: Cells, row: number, column: string, label: string, required: boolean) => {
    const text = cells[column] ?? '';
    if (text === '') {
      if (required) problem(row, column, 'MISSING_FIELD', `${label} is required.`);
      return null;
    }
    const n = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(n) || n <= 0 || n > MAX_RUPEES || !Number.isInteger(n)) {
      problem(
        row,
        column,
        'BAD_PRICE',
        `${label} "${text}" is not a whole number of rupees between 1 and 1,00,00,000.`,
      );
      return null;
    }
    return n;
  };
  const count = (cells: Cells, row: number, column: string) => {
    const text = cells[column] ?? '';
    if (text === '') return null;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > MAX_STOCK) {
      problem(row, column, 'BAD_STOCK', `Stock "${text}" is not a whole number of pieces from 0.`);
      return null;
    }
    return n;
  };
  const yesNo = (cells: Cells, row: number, column: string) => {
    const text = (cells[column] ?? '').toLowerCase();
    if (text === '' || text === 'true' || text === 'yes' || text === '1') return true;
    if (text === 'false' || text === 'no' || text === '0') return false;
    problem(row, column, 'BAD_VALUE', `"${cells[column]}" must be TRUE or FALSE.`);
    return true;
  };

  // Rows grouped by handle, in the file's order.
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const handle = record.cells[col.handle] ?? '';
    if (handle === '') {
      problem(
        record.row,
        col.handle,
        'MISSING_FIELD',
        'Handle is required: it says which product the row is for.',
      );
      continue;
    }
    const group = groups.get(handle.toLowerCase()) ?? [];
    group.push(record);
    groups.set(handle.toLowerCase(), group);
  }

  const skusInFile = new Map<string, number>();
  const products: PlannedProduct[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    const cells = first.cells;
    const handle = cells[col.handle];
    const title = cells[col.title] ?? '';
    if (title === '')
      problem(first.row, col.title, 'MISSING_FIELD', 'Title is required on the first row of a product.');
    const brand = cells[col.brand] ?? '';
    if (brand === '') problem(first.row, col.brand, 'MISSING_FIELD', `${col.brand} (the brand) is required.`);
    let category: Category | null = null;
    const categoryText = cells[col.category] ?? '';
    const taxonomy = layout === 'shopify' ? (cells['Product Category'] ?? '') : '';
    category = categoryFrom(categoryText) ?? (categoryText === '' ? categoryFrom(taxonomy) : null);
    if (category === null) {
      if (categoryText === '' && taxonomy === '')
        problem(
          first.row,
          col.category,
          'MISSING_FIELD',
          `Category is required: one of ${CATEGORIES.join(', ')}.`,
        );
      else
        problem(
          first.row,
          categoryText === '' ? 'Product Category' : col.category,
          'UNKNOWN_CATEGORY',
          `"${categoryText || taxonomy}" is not one of the shop's categories: ${CATEGORIES.join(', ')}.`,
        );
    }
    const available = yesNo(cells, first.row, col.available);
    const description =
      layout === 'shopify' ? plainText(cells[col.description] ?? '') : (cells[col.description] ?? '');

    // The product's options: the shop's layout lists them; Shopify's names them on the first row.
    let sizeColumn = 'size';
    let colorColumn = 'color';
    let declaredSizes: string[] | null = null;
    let declaredColors: string[] | null = null;
    if (layout === 'shop') {
      declaredSizes = (cells.sizes ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      declaredColors = (cells.colors ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else {
      sizeColumn = '';
      colorColumn = '';
      for (const n of [1, 2, 3]) {
        const name = (cells[`Option${n} Name`] ?? '').toLowerCase();
        if (name === 'size') sizeColumn = `Option${n} Value`;
        else if (name === 'color' || name === 'colour') colorColumn = `Option${n} Value`;
      }
    }

    const planned: PlannedProduct = {
      handle,
      productId: lookups.handleOwner(handle) ?? null,
      row: first.row,
      productname: title,
      brandname: brand,
      category,
      description,
      material: layout === 'shop' ? (cells.material ?? '') : (cells.Tags ?? '').split(',')[0].trim(),
      hsnCode: layout === 'shop' ? cells.hsn_code || null : null,
      available,
      newPrice: null,
      oldPrice: null,
      stock: null,
      sizes: declaredSizes ?? [],
      colors: declaredColors ?? [],
      images: [],
      imageCells: [],
      variants: [],
    };
    const owners = new Set<number>();
    const seenCombos = new Set<string>();
    let shopifyCounted = false;
    let shopifyPool = 0;
    for (const record of group) {
      const c = record.cells;
      const image = c[col.images] ?? '';
      // The shop's rows repeat the product's photos; Shopify's give one photo a row.
      const named =
        image && layout === 'shopify' ? [image] : image && record === first ? image.split(/\s+/) : [];
      for (const name of named.filter(Boolean)) {
        planned.images.push(name);
        planned.imageCells.push({ row: record.row, column: col.images, name });
      }
      const size = sizeColumn ? (c[sizeColumn] ?? '') : '';
      const color = colorColumn ? (c[colorColumn] ?? '') : '';
      const sku = c[col.sku] ?? '';
      const priceText = c[col.price] ?? '';
      // A Shopify row with neither an option value, an SKU nor a price only adds a photo.
      const optionValues = [1, 2, 3].map((n) => c[`Option${n} Value`] ?? '').filter(Boolean);
      if (layout === 'shopify' && !sku && !priceText && optionValues.length === 0) continue;
      if (layout === 'shopify') {
        for (const n of [1, 2, 3]) {
          const value = c[`Option${n} Value`] ?? '';
          const column = `Option${n} Value`;
          if (value && column !== sizeColumn && column !== colorColumn && value !== 'Default Title') {
            const name = (first.cells[`Option${n} Name`] ?? '').toLowerCase();
            if (name === '' || name === 'title')
              problem(
                record.row,
                column,
                name === '' && n === 1 ? 'UNKNOWN_SIZE' : 'BAD_VALUE',
                `"${value}" is an option value, but the product's first row names no option ${n}.`,
              );
            else
              problem(
                record.row,
                column,
                'BAD_VALUE',
                `The option "${first.cells[`Option${n} Name`]}" is not one the shop sells by (Size or Color).`,
              );
          }
        }
        if (size && !planned.sizes.includes(size)) planned.sizes.push(size);
        if (color && !planned.colors.includes(color)) planned.colors.push(color);
      } else {
        const axes = [
          ['size', 'UNKNOWN_SIZE', size, declaredSizes ?? ([] as string[]), ['Size', 'sizes']],
          ['color', 'UNKNOWN_COLOR', color, declaredColors ?? ([] as string[]), ['Colour', 'colours']],
        ] as const;
        for (const [column, code, value, declared, [noun, plural]] of axes)
          if (!declared.includes(value) && !(value === '' && declared.length === 0))
            problem(
              record.row,
              column,
              code,
              value === ''
                ? `${noun} is required: this product's ${plural} are ${list(declared)}.`
                : `"${value}" is not among this product's ${plural} (${list(declared) || 'none'}).`,
            );
      }
      const combo = `${size.toLowerCase()}\u0000${color.toLowerCase()}`;
      if (seenCombos.has(combo))
        problem(
          record.row,
          sizeColumn || col.sku,
          'DUPLICATE_VARIANT',
          `This product already has a row for ${[size, color].filter(Boolean).join(' / ') || 'its one variant'}.`,
        );
      seenCombos.add(combo);

      let normal = '';
      if (sku === '') {
        if (layout === 'shop')
          problem(
            record.row,
            col.sku,
            'MISSING_FIELD',
            'SKU is required (the export gives every variant one).',
          );
      } else {
        normal = normalSku(sku);
        const refusal = validateVariantInput({ sku }, { sizes: [], colors: [] }, () => false);
        if (refusal) problem(record.row, col.sku, 'SKU_INVALID', refusal.message);
        else {
          const earlier = skusInFile.get(normal);
          if (earlier !== undefined)
            problem(record.row, col.sku, 'DUPLICATE_SKU', `SKU "${normal}" is also on row ${earlier}.`);
          else skusInFile.set(normal, record.row);
          const owner = lookups.skuOwner(normal);
          if (owner !== undefined) owners.add(owner);
          if (owner !== undefined && planned.productId !== null && owner !== planned.productId)
            problem(
              record.row,
              col.sku,
              'SKU_TAKEN',
              `SKU "${normal}" belongs to another product of the shop (id ${owner}), not to "${handle}".`,
            );
        }
      }

      const variantPrice = price(
        c,
        record.row,
        col.price,
        layout === 'shop' ? 'Price' : 'Variant Price',
        record === first || layout === 'shopify',
      );
      const variantMrp = price(c, record.row, col.mrp, 'MRP', false);
      let ownPrice: number | null = null;
      let ownMrp: number | null = null;
      if (layout === 'shop') {
        if (record === first) {
          planned.newPrice = variantPrice;
          planned.oldPrice = variantMrp;
          planned.stock = count(c, record.row, 'stock');
        }
        ownPrice = price(c, record.row, 'variant_price', 'Variant price', false);
        ownMrp = price(c, record.row, 'variant_mrp', 'Variant MRP', false);
      } else if (planned.newPrice === null) {
        planned.newPrice = variantPrice;
        planned.oldPrice = variantMrp;
      } else if (
        variantPrice !== null &&
        (variantPrice !== planned.newPrice || variantMrp !== planned.oldPrice)
      ) {
        ownPrice = variantPrice;
        ownMrp = variantMrp;
      }
      const stock = count(c, record.row, col.variantStock);
      if (layout === 'shopify' && stock !== null) {
        shopifyCounted = true;
        shopifyPool += stock;
      }
      planned.variants.push({
        row: record.row,
        size,
        color,
        sku: normal,
        stock: layout === 'shop' ? stock : null,
        newPrice: ownPrice,
        oldPrice: ownMrp,
      });
    }
    if (layout === 'shopify') planned.stock = shopifyCounted ? shopifyPool : null;
    // Matched by SKU when the handle is not the shop's: every known SKU must name one and the same product.
    if (planned.productId === null && owners.size === 1) planned.productId = [...owners][0];
    else if (planned.productId === null && owners.size > 1)
      problem(
        first.row,
        col.sku,
        'SKU_TAKEN',
        `The SKUs of "${handle}" belong to ${owners.size} different products of the shop; one row group is one product.`,
      );
    if (planned.variants.length === 0)
      problem(
        first.row,
        col.price,
        'MISSING_FIELD',
        'A product needs at least one variant row with its price.',
      );
    products.push(planned);
  }
  problems.sort((a, b) => a.row - b.row);
  return {
    layout,
    rows: records.length,
    products,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    problemCount: problems.length,
  };
}
