// Photos in a zip beside an imported catalogue CSV (issue 27 item 2): the owner uploads the CSV and a zip of her
// photos, and the CSV's image column names files inside the zip (`saree-01.jpg`, or `folder/saree-01.jpg`). The
// rules here are pure and shared: which cells name a file of the zip, which entry names are safe, how a cell finds
// its entry, and the dry run's problems for a photo missing from the zip or not an image. The server reads the zip
// (apps/server/src/lib/photo-zip.ts); the page refuses a zip over the size cap before sending it.
import {
  type CatalogueCheck,
  type CsvProblem,
  MAX_LISTED_PROBLEMS,
  type PlannedProduct,
} from './catalogue-csv.ts';

/** The largest zip of photos accepted (the upload itself). */
export const MAX_PHOTO_ZIP_BYTES = 200 * 1024 * 1024;
/** The most entries (files and folders) one zip may hold. */
export const MAX_PHOTO_ZIP_ENTRIES = 5_000;
/** The largest one photo may be once unpacked (counted while unpacking, whatever the zip's headers say). */
export const MAX_PHOTO_ENTRY_BYTES = 15 * 1024 * 1024;
/** The most all the photos read from one zip may come to once unpacked (counted the same way). */
export const MAX_PHOTO_ZIP_UNPACKED_BYTES = 400 * 1024 * 1024;

/**
 * True when an image cell names a file of the zip: not another site's address (http/https, fetched by the job)
 * and not a photo the shop already keeps (/uploads/…, as the export writes it).
 */
export function isZipPhotoName(cell: string): boolean {
  const text = cell.trim();
  if (text === '') return false;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return false;
  return !text.startsWith('/uploads/');
}

/** A name as entries are compared: forward slashes, no leading `./`, lower case (zips made on Windows or a Mac). */
export function normalZipName(name: string): string {
  return name
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .toLowerCase();
}

/**
 * Why an entry's name is refused, or null when it is safe: an absolute path, a drive letter, a `..` segment, a
 * backslash or a control character could write or read outside where it belongs if anything unpacked it as named.
 */
export function unsafeZipName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'it holds a control character';
  if (name.includes('\\')) return 'it holds a backslash';
  if (name.startsWith('/')) return 'it is an absolute path';
  if (/^[a-z]:/i.test(name)) return 'it names a drive';
  if (name.split('/').some((part) => part === '..')) return 'it leads out of the zip (..)';
  return null;
}

/** Entries that are no photo of the owner's: folders and the hidden files macOS and Windows add to a zip. */
export function isZipClutter(name: string): boolean {
  if (name.endsWith('/')) return true;
  const parts = name.split('/');
  const base = parts[parts.length - 1];
  return parts[0] === '__MACOSX' || base.startsWith('._') || base === '.DS_Store' || base === 'Thumbs.db';
}

export type ZipEntryMatch = { entry: string } | { missing: true } | { ambiguous: string[] };

/**
 * The entry a cell names: the same path (any case), else, for a bare file name, the one entry of that name in
 * any folder. Two entries of that name in different folders and the cell must say which (`folder/name.jpg`).
 */
export function findZipEntry(cell: string, entries: readonly string[]): ZipEntryMatch {
  const wanted = normalZipName(cell);
  const candidates = entries.filter((e) => !isZipClutter(e));
  const exact = candidates.find((e) => normalZipName(e) === wanted);
  if (exact !== undefined) return { entry: exact };
  if (wanted.includes('/')) return { missing: true };
  const byName = candidates.filter((e) => normalZipName(e).split('/').pop() === wanted);
  if (byName.length === 1) return { entry: byName[0] };
  if (byName.length > 1) return { ambiguous: byName };
  return { missing: true };
}

/** The zip's photos the file names, each once, in the file's order. */
export function zipPhotoNames(products: readonly PlannedProduct[]): string[] {
  const names = new Set<string>();
  for (const p of products)
    for (const c of p.imageCells) if (isZipPhotoName(c.name)) names.add(c.name.trim());
  return [...names];
}

/** What the server found of a named photo: an image, a file that is not one, or nothing (or two) by that name. */
export type ZipPhotoFinding = { kind: 'image' } | { kind: 'not-image' } | ZipEntryMatch;

/**
 * The dry run's problems for the photos the file names from a zip, by row and column: `found(name)` is what the
 * zip holds under that name, or null when no zip came with the file.
 */
export function zipPhotoProblems(
  products: readonly PlannedProduct[],
  found: (name: string) => ZipPhotoFinding | null,
): CsvProblem[] {
  const problems: CsvProblem[] = [];
  for (const p of products)
    for (const cell of p.imageCells) {
      const name = cell.name.trim();
      if (!isZipPhotoName(name)) continue;
      const finding = found(name);
      const at = { row: cell.row, column: cell.column };
      if (finding === null)
        problems.push({
          ...at,
          code: 'PHOTO_MISSING',
          message: `"${name}" names a photo file: choose the zip of photos together with the CSV.`,
        });
      else if ('missing' in finding)
        problems.push({ ...at, code: 'PHOTO_MISSING', message: `The zip has no photo "${name}".` });
      else if ('ambiguous' in finding)
        problems.push({
          ...at,
          code: 'PHOTO_MISSING',
          message: `The zip has ${finding.ambiguous.length} files named "${name}" (${finding.ambiguous.slice(0, 3).join(', ')}): name the folder too.`,
        });
      else if ('kind' in finding && finding.kind === 'not-image')
        problems.push({
          ...at,
          code: 'PHOTO_NOT_IMAGE',
          message: `"${name}" in the zip is not a JPEG, PNG or WebP image.`,
        });
    }
  return problems;
}

/** A dry run with more problems added, in row order, counted with the rest. */
export function withProblems(check: CatalogueCheck, extra: readonly CsvProblem[]): CatalogueCheck {
  if (extra.length === 0) return check;
  const problems = [...check.problems, ...extra].sort((a, b) => a.row - b.row).slice(0, MAX_LISTED_PROBLEMS);
  return { ...check, problems, problemCount: check.problemCount + extra.length };
}
