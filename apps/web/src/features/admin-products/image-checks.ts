// Client-side checks of product photos before upload (the server checks the bytes again).
import { MAX_IMAGE_BYTES } from '@zariya/shared/catalog';
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format the file's first bytes declare, whatever its name or type says. */
function sniffImage(head: Uint8Array): ImageKind | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export type CheckedImages = { accepted: File[]; problems: string[] };

/** Keeps the files that are JPEG, PNG or WebP by their bytes, at most 5 MB, within the 8-image limit. */
export async function checkImages(files: readonly File[], alreadyChosen: number): Promise<CheckedImages> {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (alreadyChosen + accepted.length >= MAX_PRODUCT_IMAGES) {
      problems.push(`${file.name}: a product can have at most ${MAX_PRODUCT_IMAGES} images.`);
      continue;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      problems.push(`${file.name}: each image must be 5 MB or smaller.`);
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    if (!sniffImage(head)) {
      problems.push(`${file.name}: only JPEG, PNG or WebP images can be used.`);
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problems };
}
