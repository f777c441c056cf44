// The photos shoppers send with returns (issue 23 item 6): in the shop's storage (lib/storage: the uploads folder's
// `.private/returns`, 700 with files 600, or the bucket's `private/returns/`), never under the public /api/uploads/
// route, read only through the return's own routes by the owner or the shopper who sent it, and never cached.
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@zariya/shared/images';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { returnRequests } from '../../db/schema.ts';
import { imageKeys, storeImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage/index.ts';

/** The storage folder of return photos (with the local storage: UPLOADS_DIR/.private/returns). */
export const RETURN_PHOTOS = 'private/returns/';

/** Where return photos are kept by the local storage: beside the catalogue's photos, in a folder the public route refuses. */
export const returnPhotosDir = (uploadsDir: string) => join(uploadsDir, '.private', 'returns');

const STORED = /^\/private\/returns\/([0-9a-f]{32})\.webp$/;
const LEGACY = /^\/uploads\/([0-9a-f]{32})\.webp$/;
const filesOf = (name: string) => [`${name}.webp`, ...IMAGE_WIDTHS.map((w) => `${name}-${w}.webp`)];

/** Stores the photo (re-encoded, EXIF dropped) and answers the reference kept on the request. */
export async function storeReturnPhoto(storage: Storage, photo: Buffer): Promise<string> {
  const stored = await storeImage(storage, photo, { folder: RETURN_PHOTOS });
  return stored.replace(/^\/uploads\//, '/private/returns/');
}

/** Removes a stored photo and its renditions (a request that failed after the photo was written). */
export async function removeReturnPhoto(storage: Storage, reference: string) {
  const name = STORED.exec(reference)?.[1];
  if (!name) return;
  await storage.delete(imageKeys(RETURN_PHOTOS, name));
}

/** The bytes of a return's photo at `width` (a rendition when one was made), or null when it is not there. */
export async function readReturnPhoto(storage: Storage, reference: string, width?: number) {
  const name = STORED.exec(reference)?.[1];
  if (!name) return null;
  const sized =
    width && (IMAGE_WIDTHS as readonly number[]).includes(width) ? `${name}-${width}.webp` : `${name}.webp`;
  return (await storage.get(`${RETURN_PHOTOS}${sized}`))?.body ?? null;
}

/** Moves one file of a legacy photo into the private folder: from the storage's public folder or an old folder. */
async function privatise(storage: Storage, file: string, oldDirs: readonly string[]): Promise<boolean> {
  let found = false;
  const inStorage = await storage.get(`public/${file}`);
  if (inStorage) {
    await storage.put(`${RETURN_PHOTOS}${file}`, inStorage.body, { contentType: 'image/webp' });
    await storage.delete([`public/${file}`]);
    found = true;
  }
  for (const dir of oldDirs) {
    const bytes = await readFile(join(dir, file)).catch(() => null);
    if (!bytes) continue;
    if (!found) await storage.put(`${RETURN_PHOTOS}${file}`, bytes, { contentType: 'image/webp' });
    await unlink(join(dir, file)).catch(() => {});
    found = true;
  }
  return found;
}

/**
 * Start-up: photos sent before they were private were written to the public photos (with UPLOADS_DIR set, to
 * DATA_DIR/uploads: `oldDirs`). They move into the private folder and their requests point there. Answers how
 * many moved.
 */
export async function privatiseReturnPhotos(db: Db, storage: Storage, oldDirs: readonly string[]) {
  const rows = await db
    .select({ id: returnRequests.id, photo: returnRequests.photo })
    .from(returnRequests)
    .where(like(returnRequests.photo, '/uploads/%'));
  let moved = 0;
  for (const row of rows) {
    const name = LEGACY.exec(row.photo ?? '')?.[1];
    if (!name) continue;
    let found = false;
    for (const file of filesOf(name)) found = (await privatise(storage, file, oldDirs)) || found;
    if (!found) continue;
    await db
      .update(returnRequests)
      .set({ photo: `/private/returns/${name}.webp` })
      .where(eq(returnRequests.id, row.id));
    moved += 1;
  }
  return moved;
}
