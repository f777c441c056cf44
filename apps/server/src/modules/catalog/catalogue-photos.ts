// Photos named by URL in an imported file (issue 27 item 2, decision 0051 "Import and bulk edits"): fetched by the
// import's job once its transaction committed, for the products it created (or that had no photo), through
// lib/fetch-public-file.ts (public addresses only, DNS checked first, redirects checked, size and time capped),
// checked by their bytes (JPEG, PNG or WebP) and stored as uploads are (lib/images.ts: resized, re-encoded, metadata
// dropped). The product's photos are added to with its row locked; a photo that fails is named in the report and
// does not undo the import.
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import type { ImportReportRow } from '@zariya/shared/catalogue-jobs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { products } from '../../db/schema.ts';
import { type FetchOptions, FetchRefused, fetchPublicFile } from '../../lib/fetch-public-file.ts';
import { detectImageType, removeImages, storeImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { catalogueChanged } from './catalog.cache.ts';

/** The largest photo fetched (the upload form's bound is the request's; 15 MB is ample for a product photo). */
export const MAX_FETCHED_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_FETCH_TIMEOUT_MS = 15_000;

export type PhotoResult = { fetched: number; failed: number; problems: string[] };

export async function fetchImportPhotos(
  db: Db,
  storage: Storage,
  rows: ImportReportRow[],
  allow: readonly string[],
): Promise<PhotoResult> {
  const result: PhotoResult = { fetched: 0, failed: 0, problems: [] };
  const options: FetchOptions = {
    maxBytes: MAX_FETCHED_PHOTO_BYTES,
    timeoutMs: PHOTO_FETCH_TIMEOUT_MS,
    allow,
  };
  for (const row of rows) {
    if (!row.productId || !row.photoUrls?.length) continue;
    const stored: string[] = [];
    for (const url of row.photoUrls.slice(0, MAX_PRODUCT_IMAGES)) {
      try {
        const body = await fetchPublicFile(url, options);
        if (!detectImageType(body)) throw new FetchRefused('not a JPEG, PNG or WebP image');
        stored.push(await storeImage(storage, body));
        result.fetched++;
      } catch (err) {
        result.failed++;
        const why = err instanceof FetchRefused ? err.message : 'the image could not be read or stored';
        if (result.problems.length < 200) result.problems.push(`Row ${row.row}, photo ${url}: ${why}`);
      }
    }
    if (stored.length === 0) continue;
    const kept = await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select({ images: products.images })
        .from(products)
        .where(eq(products.id, row.productId!))
        .for('update');
      if (!current) return false;
      const images = [...current.images, ...stored].slice(0, MAX_PRODUCT_IMAGES);
      await tx.update(products).set({ images }).where(eq(products.id, row.productId!));
      return true;
    });
    if (!kept) await removeImages(storage, stored).catch(() => {});
    catalogueChanged(db);
  }
  return result;
}
