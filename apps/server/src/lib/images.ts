// Upload image pipeline: validate by content, normalise, and write WebP renditions for srcset.
import { randomBytes } from 'node:crypto';
import type { Sharp } from 'sharp';
import { AppError } from '../errors.ts';
import { loadSharp } from './sharp.ts';
import type { Storage } from './storage/index.ts';
import { UPLOADS_CACHE_CONTROL } from '../plugins/public-cache.ts';
import { IMAGE_MAX_WIDTH, IMAGE_WIDTHS } from '@zariya/shared/images';

export { IMAGE_WIDTHS };

export type ImageType = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** By magic bytes only: the file name and the client's content type are not trusted. */
export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const WEBP_QUALITY = 80;
// Effort 2 costs about half the CPU of the default 4 for files only ~5% larger.
const WEBP_EFFORT = 2;

/** One WebP rendition, at most `width` wide, of the given pixels. */
const encodeWebp = (image: Sharp, width: number) =>
  image
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();

/** The keys of a stored image in `folder`: `<name>.webp` and `<name>-<w>.webp` per IMAGE_WIDTHS. */
export const imageKeys = (folder: string, name: string) => [
  `${folder}${name}.webp`,
  ...IMAGE_WIDTHS.map((w) => `${folder}${name}-${w}.webp`),
];

/**
 * Images are decoded and encoded one at a time, each rendition after the other (issue 24's must-show,
 * bench/RESULTS.md): several uploads at once held several decoded photos and kept libvips busy on as many
 * threads, each growing memory outside V8's heap that the process did not give back. An owner adds photos one
 * product at a time; waiting a few hundred milliseconds behind another upload is not felt.
 */
let imageQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = imageQueue.then(work, work);
  imageQueue = run.catch(() => {});
  return run;
}

/** Every rendition of `input`, encoded (see storeImage). */
async function encodeRenditions(input: Buffer, folder: string, name: string) {
  const sharp = await loadSharp();
  // Decode once, already oriented and bounded, then encode every rendition from those pixels.
  // Re-encoding drops metadata (EXIF location etc.) and anything smuggled after the image data.
  // The height cap only bites on absurd strips and keeps the decoded buffer small.
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
    .autoOrient()
    .resize({ width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_WIDTH * 4, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const renditions: Array<{ key: string; width: number }> = [
    { key: `${folder}${name}.webp`, width: IMAGE_MAX_WIDTH },
    ...IMAGE_WIDTHS.map((width) => ({ key: `${folder}${name}-${width}.webp`, width })),
  ];
  const encoded: Array<{ key: string; body: Buffer }> = [];
  for (const { key, width } of renditions)
    encoded.push({ key, body: await encodeWebp(sharp(data, { raw }), width) });
  return encoded;
}

/**
 * Writes `<name>.webp` (≤1200 px wide) plus `<name>-<w>.webp` per IMAGE_WIDTHS into the storage's `folder`
 * ('public/' by default: the catalogue's photos) and returns `/uploads/<name>.webp`. All or nothing: when one
 * rendition cannot be written (the storage unreachable: StorageUnavailableError), those written are removed.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  options: { folder?: string } = {},
): Promise<string> {
  const folder = options.folder ?? 'public/';
  const name = randomBytes(16).toString('hex');
  const encoded = await oneAtATime(() => encodeRenditions(input, folder, name));
  const cacheControl = folder.startsWith('public/') ? UPLOADS_CACHE_CONTROL : undefined;
  const results = await Promise.allSettled(
    encoded.map(({ key, body }) => storage.put(key, body, { contentType: 'image/webp', cacheControl })),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await storage.delete(encoded.map((e) => e.key)).catch(() => {});
    throw failed.reason;
  }
  return `/uploads/${name}.webp`;
}

const MAIN_FILE = /^public\/([0-9a-f]{32})\.webp$/;

/**
 * Writes the renditions a stored image lacks, from its main file: uploads kept from a release with fewer
 * IMAGE_WIDTHS would otherwise list a missing file in their srcset. Run at start-up; it lists the photos
 * once and touches nothing that is complete. Returns how many files it wrote.
 */
export async function addMissingRenditions(storage: Storage): Promise<number> {
  const present = new Set((await storage.list('public/')).map((o) => o.key));
  let written = 0;
  for (const key of present) {
    const name = MAIN_FILE.exec(key)?.[1];
    if (!name) continue;
    const missing = IMAGE_WIDTHS.filter((w) => !present.has(`public/${name}-${w}.webp`));
    if (missing.length === 0) continue;
    const main = await storage.get(key);
    if (!main) continue;
    for (const width of missing) {
      const encoded = await encodeWebp((await loadSharp())(main.body, { failOn: 'error' }), width);
      await storage.put(`public/${name}-${width}.webp`, encoded, {
        contentType: 'image/webp',
        cacheControl: UPLOADS_CACHE_CONTROL,
      });
      written++;
    }
  }
  return written;
}

const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9_-]+)\.webp$/;

/** Removes uploaded images and their renditions (`<name>.webp`, `<name>-<width>.webp`). */
export async function removeImages(storage: Storage, paths: string[]) {
  const names = paths.map((p) => UPLOAD_PATH.exec(p)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) return;
  await storage.delete(names.flatMap((n) => imageKeys('public/', n)));
}

/** An uploaded image over the multipart limit (products, reviews, return photos). */
export const imageTooLarge = () =>
  new AppError(413, 'IMAGE_TOO_LARGE', 'Each image must be 5 MB or smaller.');
