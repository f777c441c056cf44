// One storage for every file the shop keeps (issue 30, decision 0044): product, review and return photos with
// their renditions, and the invoice and credit-note PDFs. Two providers behind one interface: a local directory
// (today's layout, the default) and S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Spaces).
//
// Keys are logical and the same on both providers:
//   public/<file>             catalogue and review photos, served at /api/uploads/<file> (shop URLs /uploads/…)
//   private/returns/<file>    return photos, served only through the return's own routes after their check
//   private/documents/<file>  drawn invoice and credit-note PDFs (a cache: drawn again when missing)
import { AppError } from '../../errors.ts';

export type StoredObject = { body: Buffer; etag: string; lastModified?: Date };
export type ListedObject = { key: string; size: number };
export type PutOptions = { contentType: string; cacheControl?: string };

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for log lines and command output (a folder, or s3://bucket/prefix). */
  readonly where: string;
  /** Writes the object whole: a reader sees the old one or the new one, never a part. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the objects; missing ones are no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder such as 'public/'). */
  list(prefix: string): Promise<ListedObject[]>;
  /** Throws StorageUnavailableError unless the storage answers. */
  check(): Promise<void>;
  close(): void;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Photos cannot be saved right now. Please try again in a few minutes.';

/** The storage could not be reached (or refused us): uploads answer 503 and nothing is half-written. */
export class StorageUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** A key of plain segments: no empty, dot-led ('.', '..', '.private') or odd-character segment. */
export function isValidKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 2 && parts.every((p) => SEGMENT.test(p) && p !== '..');
}

export function assertValidKey(key: string) {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
};

/** The content type a key's extension names. */
export const contentTypeOf = (key: string) =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
