// Where each key lives on disk for the local provider, and how the keys map to an uploads folder's relative paths
// (the layout of UPLOADS_DIR since the start, kept by backups and read by `npm run storage:migrate`).
import { join } from 'node:path';

export type LocalRoots = {
  /** UPLOADS_DIR, else DATA_DIR/uploads: public photos at its top, private ones under `.private/`. */
  uploadsDir: string;
  /** DATA_DIR/documents: the drawn PDFs. */
  documentsDir: string;
};

const DOCUMENTS = 'private/documents/';

/** The file of a (valid) key on disk. */
export function localPathOf(roots: LocalRoots, key: string): string {
  if (key.startsWith(DOCUMENTS)) return join(roots.documentsDir, key.slice(DOCUMENTS.length));
  if (key.startsWith('private/')) return join(roots.uploadsDir, '.private', key.slice('private/'.length));
  if (key.startsWith('public/')) return join(roots.uploadsDir, key.slice('public/'.length));
  throw new Error(`no local place for key ${key}`);
}

/**
 * A path relative to an uploads folder ('ab.webp', '.private/returns/ab.webp') as a key, or null for what is not
 * the shop's (other dot folders, leftovers of an unfinished write).
 */
export function keyOfUploadsPath(relative: string): string | null {
  const parts = relative.split(/[\\/]/);
  if (parts.some((p) => p === '' || p === '..')) return null;
  if (parts[0] === '.private') {
    const rest = parts.slice(1);
    if (rest.length < 2 || rest[0] === 'documents' || rest.some((p) => p.startsWith('.'))) return null;
    return `private/${rest.join('/')}`;
  }
  if (parts.some((p) => p.startsWith('.'))) return null;
  return `public/${parts.join('/')}`;
}

/** The path inside an uploads folder of a key, or null for keys kept elsewhere (the PDFs). */
export function uploadsPathOf(key: string): string | null {
  if (key.startsWith(DOCUMENTS)) return null;
  if (key.startsWith('private/')) return `.private/${key.slice('private/'.length)}`;
  if (key.startsWith('public/')) return key.slice('public/'.length);
  return null;
}
