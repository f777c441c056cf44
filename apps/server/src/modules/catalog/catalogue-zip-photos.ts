// Photos from a zip beside an imported CSV (issue 27 item 2): the dry run's check of the photos the file names
// (each there, once, and an image by its bytes), and the import job's storing of them through the shop's storage
// as uploads are stored (lib/images.ts: resized, re-encoded, metadata dropped) before its transaction writes the
// products. All or nothing: a photo that cannot be stored fails the import, and every photo stored for an import
// that wrote nothing is removed again (the caller's `remove`).
import { type CatalogueCheck, checkCatalogueCsv, type PlannedProduct } from '@zariya/shared/catalogue-csv';
import {
  findZipEntry,
  isZipPhotoName,
  withProblems,
  type ZipPhotoFinding,
  zipPhotoNames,
  zipPhotoProblems,
} from '@zariya/shared/catalogue-zip';
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import type { Db } from '../../db/client.ts';
import { removeImages, storeImage } from '../../lib/images.ts';
import { openPhotoZip, type PhotoZip } from '../../lib/photo-zip.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { importLookups } from './catalogue-csv.repository.ts';

/**
 * The dry run of a file with its zip of photos (`zip`: the zip's path or bytes, null when none came): the CSV's
 * problems and, by row and column, each photo it names that the zip lacks or that is not an image. The zip's
 * entries are all checked first (names, count); only the photos named are unpacked, within the caps.
 */
export async function checkImportWithPhotos(
  db: Db,
  text: string,
  zip: string | Buffer | null,
): Promise<CatalogueCheck> {
  const check = checkCatalogueCsv(text, await importLookups(db));
  if (zip === null) {
    const names = zipPhotoNames(check.products);
    return names.length === 0
      ? check
      : withProblems(
          check,
          zipPhotoProblems(check.products, () => null),
        );
  }
  const opened = await openPhotoZip(zip);
  try {
    const findings = new Map<string, ZipPhotoFinding>();
    for (const name of zipPhotoNames(check.products)) {
      const match = findZipEntry(name, opened.names);
      if (!('entry' in match)) findings.set(name, match);
      else findings.set(name, { kind: (await opened.read(match.entry, false)).type ? 'image' : 'not-image' });
    }
    return withProblems(
      check,
      zipPhotoProblems(check.products, (name) => findings.get(name) ?? { missing: true }),
    );
  } finally {
    opened.close();
  }
}

/** The stored photos of an import: the path for a product's (by handle) named photo. */
export type ZipPhotoPaths = (handle: string, name: string) => string | undefined;

export type StoredZipPhotos =
  | { ok: true; photos: ZipPhotoPaths; stored: string[] }
  | { ok: false; problems: string[] };

const photoKey = (handle: string, name: string) => `${handle.toLowerCase()}\u0000${name.trim()}`;

/**
 * Unpacks and stores the photos the file's products name from the zip, each product its own copy (a product's
 * photos are removed with it). On any failure the photos stored so far are removed and the problems answered.
 */
export async function storeZipPhotos(
  db: Db,
  storage: Storage,
  text: string,
  zipBytes: Buffer,
): Promise<StoredZipPhotos> {
  const check = checkCatalogueCsv(text, await importLookups(db));
  const paths = new Map<string, string>();
  const stored: string[] = [];
  let zip: PhotoZip | undefined;
  const fail = async (problems: string[]): Promise<StoredZipPhotos> => {
    await removeImages(storage, stored).catch(() => {});
    return { ok: false, problems };
  };
  try {
    zip = await openPhotoZip(zipBytes);
    for (const product of check.products) {
      for (const cell of photoCells(product)) {
        const key = photoKey(product.handle, cell.name);
        if (paths.has(key)) continue;
        const match = findZipEntry(cell.name, zip.names);
        const at = `Row ${cell.row}, ${cell.column}`;
        if (!('entry' in match))
          return await fail([`${at}: the zip has no photo "${cell.name}"; nothing was imported.`]);
        const photo = await zip.read(match.entry, true);
        if (!photo.type || !photo.body)
          return await fail([
            `${at}: "${cell.name}" is not a JPEG, PNG or WebP image; nothing was imported.`,
          ]);
        try {
          const path = await storeImage(storage, photo.body);
          stored.push(path);
          paths.set(key, path);
        } catch (err) {
          const why =
            err instanceof Error && 'code' in err && err.code === 'STORAGE_UNAVAILABLE'
              ? 'the photo could not be saved (storage unavailable)'
              : 'the image could not be read';
          return await fail([`${at}: "${cell.name}": ${why}; nothing was imported.`]);
        }
      }
    }
    return { ok: true, photos: (handle, name) => paths.get(photoKey(handle, name)), stored };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return await fail([`The zip of photos could not be read: ${message} Nothing was imported.`]);
  } finally {
    zip?.close();
  }
}

/** A product's cells naming zip photos, each name once, at most as many as a product may have. */
function photoCells(product: PlannedProduct) {
  const seen = new Set<string>();
  return product.imageCells
    .filter((c) => isZipPhotoName(c.name))
    .filter((c) => !seen.has(c.name.trim()) && seen.add(c.name.trim()))
    .slice(0, MAX_PRODUCT_IMAGES);
}
