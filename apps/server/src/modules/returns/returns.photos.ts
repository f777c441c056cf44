// The photos shoppers send with returns (issue 23 item 6): in the shop's uploads directory (UPLOADS_DIR, shared by
// every server) but in a private folder the public /api/uploads/ route never serves (`.private/returns`, 700, files
// 600), read only through the return's own routes by the owner or the shopper who sent it, and never cached.
import { chmod, copyFile, mkdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@zariya/shared/images';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { returnRequests } from '../../db/schema.ts';
import { storeImage } from '../../lib/images.ts';

/** Where return photos are kept: beside the catalogue's photos, in a folder the public route refuses. */
export const returnPhotosDir = (uploadsDir: string) => join(uploadsDir, '.private', 'returns');

const STORED = /^\/private\/returns\/([0-9a-f]{32})\.webp$/;
const LEGACY = /^\/uploads\/([0-9a-f]{32})\.webp$/;
const filesOf = (name: string) => [`${name}.webp`, ...IMAGE_WIDTHS.map((w) => `${name}-${w}.webp`)];

/** Stores the photo (re-encoded, EXIF dropped) and answers the reference kept on the request. */
export async function storeReturnPhoto(uploadsDir: string, photo: Buffer): Promise<string> {
  const stored = await storeImage(returnPhotosDir(uploadsDir), photo, { ownerOnly: true });
  return stored.replace(/^\/uploads\//, '/private/returns/');
}

/** Removes a stored photo and its renditions (a request that failed after the photo was written). */
export async function removeReturnPhoto(uploadsDir: string, reference: string) {
  const name = STORED.exec(reference)?.[1];
  if (!name) return;
  await Promise.all(filesOf(name).map((f) => unlink(join(returnPhotosDir(uploadsDir), f)).catch(() => {})));
}

/** The bytes of a return's photo at `width` (a rendition when one was made), or null when it is not there. */
export async function readReturnPhoto(uploadsDir: string, reference: string, width?: number) {
  const name = STORED.exec(reference)?.[1];
  if (!name) return null;
  const sized =
    width && (IMAGE_WIDTHS as readonly number[]).includes(width) ? `${name}-${width}.webp` : `${name}.webp`;
  return readFile(join(returnPhotosDir(uploadsDir), sized)).catch(() => null);
}

/** Moves a file, across file systems too (DATA_DIR and UPLOADS_DIR may be different disks). */
async function move(from: string, to: string) {
  await copyFile(from, to);
  await chmod(to, 0o600);
  await unlink(from);
}

/**
 * Start-up: photos sent before they were private were written to a public folder (with UPLOADS_DIR set, to
 * DATA_DIR/uploads). They move into the private folder and their requests point there. Answers how many moved.
 */
export async function privatiseReturnPhotos(db: Db, uploadsDir: string, oldDirs: readonly string[]) {
  const rows = await db
    .select({ id: returnRequests.id, photo: returnRequests.photo })
    .from(returnRequests)
    .where(like(returnRequests.photo, '/uploads/%'));
  if (rows.length === 0) return 0;
  const target = returnPhotosDir(uploadsDir);
  await mkdir(target, { recursive: true, mode: 0o700 });
  await chmod(target, 0o700);
  let moved = 0;
  for (const row of rows) {
    const name = LEGACY.exec(row.photo ?? '')?.[1];
    if (!name) continue;
    let found = false;
    for (const dir of oldDirs)
      for (const file of filesOf(name))
        found =
          (await move(join(dir, file), join(target, file)).then(
            () => true,
            () => false,
          )) || found;
    if (!found) continue;
    await db
      .update(returnRequests)
      .set({ photo: `/private/returns/${name}.webp` })
      .where(eq(returnRequests.id, row.id));
    moved += 1;
  }
  return moved;
}
