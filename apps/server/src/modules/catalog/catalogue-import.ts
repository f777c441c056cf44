// The catalogue import itself (issue 27 item 2, decision 0051 "Import and bulk edits"): a file the dry run passed
// is checked again against the shop as it is now and written in ONE transaction — new products created, the
// shop's products (matched by handle, else by SKU) updated, unchanged ones left alone. Any problem, or any error
// while writing, and nothing is written: the report says why. Stock is pooled: a product's count is the sum of
// its rows (as the export writes it); its variants come from its sizes × colours (the trigger of migration 0025
// makes them) and take the file's SKUs and own prices. Photos: the shop's own paths (as the export writes them,
// bare or as full addresses of this shop) are kept; files named from the zip beside the CSV were stored before the
// transaction (catalogue-zip-photos.ts) and are given here by `zipPhotos`; other addresses are fetched after the
// commit (catalogue-photos.ts).
import { canonicalColour } from '@zariya/shared/catalog';
import {
  type CsvProblem,
  checkCatalogueCsv,
  type ExportProduct,
  type PlannedProduct,
} from '@zariya/shared/catalogue-csv';
import type { ImportReportRow } from '@zariya/shared/catalogue-jobs';
import { isZipPhotoName } from '@zariya/shared/catalogue-zip';
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import { discountPercent } from '@zariya/shared/discount';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { products, productVariants } from '../../db/schema.ts';
import { importLookups } from './catalogue-csv.repository.ts';
import { isAvailable } from './catalog.service.ts';
import type { ZipPhotoPaths } from './catalogue-zip-photos.ts';

export type ImportResult = {
  ok: boolean;
  counts: { created: number; updated: number; unchanged: number };
  rows: ImportReportRow[];
  problems: string[];
};

/** Problems named in a failed import's report (the dry run lists them all). */
const LISTED_PROBLEMS = 50;

const problemText = (p: CsvProblem) => `Row ${p.row}, ${p.column || 'file'}: ${p.message}`;

/** An image cell as the shop stores it: its own path, or null for another site's address (not fetched here). */
export function ownImagePath(cell: string, publicUrl: string): string | null {
  const text = cell.trim();
  if (text.startsWith('/uploads/')) return text;
  for (const prefix of [`${publicUrl}/api/uploads/`, `${publicUrl}/uploads/`])
    if (text.startsWith(prefix)) return `/uploads/${text.slice(prefix.length)}`;
  return null;
}

/** What an import compares and writes: the export's own columns, and the % off the two prices give. */
type Fields = Pick<
  ExportProduct,
  | 'brandname'
  | 'productname'
  | 'category'
  | 'description'
  | 'material'
  | 'hsnCode'
  | 'newPrice'
  | 'oldPrice'
  | 'stock'
  | 'available'
  | 'sizes'
  | 'colors'
  | 'images'
> & { discountPercent: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Imports a file in one transaction. `progress(done, total)` is called as products are written (outside the
 * transaction's view: the caller keeps the figure). Never throws for the file's faults: they are the report.
 */
export async function importCatalogue(
  db: Db,
  text: string,
  publicUrl: string,
  progress: (done: number, total: number) => Promise<void> | void,
  zipPhotos?: ZipPhotoPaths,
): Promise<ImportResult> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const rows: ImportReportRow[] = [];
  const failed = (problems: string[]): ImportResult => ({
    ok: false,
    counts: { created: 0, updated: 0, unchanged: 0 },
    rows: [],
    problems,
  });
  try {
    return await inTransaction(db, async (tx) => {
      counts.created = counts.updated = counts.unchanged = 0;
      rows.length = 0;
      // Checked again here: the shop may have changed since the dry run.
      const check = checkCatalogueCsv(text, await importLookups(tx));
      if (check.problemCount > 0)
        return failed([
          `The file has ${check.problemCount} ${check.problemCount === 1 ? 'problem' : 'problems'}; nothing was imported.`,
          ...check.problems.slice(0, LISTED_PROBLEMS).map(problemText),
        ]);
      if (check.products.length === 0) return failed(['The file names no product; nothing was imported.']);
      const total = check.products.length;
      await progress(0, total);
      let done = 0;
      for (const planned of check.products) {
        const { outcome, productId, message, photoUrls } = await writeProduct(
          tx,
          planned,
          publicUrl,
          zipPhotos,
        );
        counts[outcome]++;
        rows.push({
          row: planned.row,
          handle: planned.handle,
          title: planned.productname,
          productId,
          outcome,
          message,
          ...(photoUrls.length ? { photoUrls } : {}),
        });
        done++;
        if (done % 25 === 0 || done === total) await progress(done, total);
      }
      return { ok: true, counts: { ...counts }, rows: [...rows], problems: [] };
    });
  } catch (err) {
    // A write the database refused (a SKU taken meanwhile, a bound): the transaction is rolled back whole.
    const detail =
      err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return failed([`The import stopped and wrote nothing: ${detail}`]);
  }
}

async function writeProduct(
  tx: Db,
  planned: PlannedProduct,
  publicUrl: string,
  zipPhotos: ZipPhotoPaths | undefined,
): Promise<{
  outcome: 'created' | 'updated' | 'unchanged';
  productId: number;
  message: string;
  photoUrls: string[];
}> {
  const current = planned.productId
    ? (await tx.select().from(products).where(eq(products.id, planned.productId)).for('update'))[0]
    : undefined;
  const imageCells = planned.images.filter(Boolean);
  // The shop's own paths and the zip's photos (stored already), in the file's order.
  const ownImages: string[] = [];
  const foreign: string[] = [];
  for (const cell of imageCells) {
    const own = ownImagePath(cell, publicUrl);
    if (own !== null) ownImages.push(own);
    else if (!isZipPhotoName(cell)) foreign.push(cell);
    else if (ownImages.length < MAX_PRODUCT_IMAGES) {
      const stored = zipPhotos?.(planned.handle, cell);
      // The dry run and the job's check make this unreachable; a gap rolls the whole import back.
      if (stored === undefined) throw new Error(`row ${planned.row}: the photo "${cell}" was not unpacked`);
      if (!ownImages.includes(stored)) ownImages.push(stored);
    }
  }
  ownImages.splice(MAX_PRODUCT_IMAGES);
  // Photos of other sites are fetched after the commit (catalogue-photos.ts) for a new product, or one that has none.
  const fetchPhotos =
    foreign.length > 0 && (!current || (ownImages.length === 0 && current.images.length === 0));
  const notes =
    foreign.length > 0 && !fetchPhotos
      ? [
          `${foreign.length} photo ${foreign.length === 1 ? 'address' : 'addresses'} not fetched: the product has photos`,
        ]
      : [];
  const split = current?.stockMode === 'split';
  const stock = split ? current.stock : planned.stock;
  const newPrice = planned.newPrice ?? current?.newPrice ?? 1;
  const oldPrice = planned.oldPrice;
  const fields: Fields = {
    brandname: planned.brandname,
    productname: planned.productname,
    category: planned.category ?? current?.category ?? 'Women Ethnic',
    description: planned.description,
    material: planned.material,
    hsnCode: planned.hsnCode,
    newPrice,
    oldPrice,
    discountPercent: discountPercent(newPrice, oldPrice) ?? 0,
    stock,
    available: isAvailable(planned.available, stock),
    sizes: planned.sizes,
    colors: planned.colors.map(canonicalColour),
    images: ownImages.length > 0 || !current ? ownImages : current.images,
  };
  if (split) notes.push('stock kept: the product counts stock per variant');

  let productId: number;
  let outcome: 'created' | 'updated' | 'unchanged';
  if (!current) {
    const [row] = await tx.insert(products).values(fields).returning({ id: products.id });
    productId = row.id;
    outcome = 'created';
  } else {
    productId = current.id;
    const before: Fields = {
      brandname: current.brandname,
      productname: current.productname,
      category: current.category,
      description: current.description,
      material: current.material,
      hsnCode: current.hsnCode,
      newPrice: current.newPrice,
      oldPrice: current.oldPrice,
      discountPercent: current.discountPercent,
      stock: current.stock,
      available: current.available,
      sizes: current.sizes,
      colors: current.colors,
      images: current.images,
    };
    const changed = (Object.keys(fields) as (keyof Fields)[]).filter((k) => !same(fields[k], before[k]));
    if (changed.length > 0) await tx.update(products).set(fields).where(eq(products.id, productId));
    outcome = changed.length > 0 ? 'updated' : 'unchanged';
  }
  if (await writeVariants(tx, productId, planned)) outcome = outcome === 'unchanged' ? 'updated' : outcome;
  return { outcome, productId, message: notes.join('; '), photoUrls: fetchPhotos ? foreign : [] };
}

/** The file's SKUs and own prices on the product's variants (made by the trigger); true when any changed. */
async function writeVariants(tx: Db, productId: number, planned: PlannedProduct): Promise<boolean> {
  const variants = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
  const key = (size: string, color: string) => `${size}\u0000${canonicalColour(color)}`;
  const byKey = new Map(variants.map((v) => [key(v.size, v.color), v]));
  const changes: { id: number; sku: string; newPrice: number | null; oldPrice: number | null }[] = [];
  for (const pv of planned.variants) {
    const v = byKey.get(key(pv.size, pv.color));
    if (!v) continue;
    const sku = pv.sku.trim() ? pv.sku.trim().toUpperCase() : v.sku;
    if (sku !== v.sku || pv.newPrice !== v.newPrice || pv.oldPrice !== v.oldPrice)
      changes.push({ id: v.id, sku, newPrice: pv.newPrice, oldPrice: pv.oldPrice });
  }
  if (changes.length === 0) return false;
  // SKUs may move between the product's own variants: each changed one steps aside first, so that the unique
  // index never sees two rows with one SKU mid-way.
  for (const c of changes)
    await tx
      .update(productVariants)
      .set({ sku: sql`'~IMPORT-' || ${productVariants.id}` })
      .where(eq(productVariants.id, c.id));
  for (const c of changes)
    await tx
      .update(productVariants)
      .set({ sku: c.sku, newPrice: c.newPrice, oldPrice: c.oldPrice })
      .where(eq(productVariants.id, c.id));
  return true;
}
