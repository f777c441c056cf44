// Which storage the shop uses, from the environment (read by config.ts and by the ops commands alike):
//   nothing set                         the local folders (UPLOADS_DIR, else DATA_DIR/uploads; DATA_DIR/documents)
//   STORAGE_URL=s3://[KEY:SECRET@]bucket[/prefix][?region=…&endpoint=…&path_style=true]
//   or STORAGE_BUCKET with STORAGE_REGION, STORAGE_ENDPOINT, STORAGE_PREFIX, STORAGE_PATH_STYLE,
//      STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY (without them, the AWS SDK's own chain:
//      AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
import type { LocalRoots } from './layout.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  /** '' or a folder ending in '/', put before every key (one bucket shared by several shops or uses). */
  prefix: string;
  region: string;
  /** Another service than AWS S3: R2, MinIO, Spaces, a local stand-in. */
  endpoint?: string;
  /** Path-style addresses (http://host/bucket/key): MinIO and most self-hosted servers need them. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export class StorageSettingsError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const trimmed = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

function boolean(name: string, value: string | undefined, fallback: boolean) {
  if (value === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new StorageSettingsError(name, 'must be true or false');
}

function prefixOf(name: string, value: string | undefined) {
  const p = (value ?? '').replace(/^\/+|\/+$/g, '');
  if (p && !/^[A-Za-z0-9_.\-/]+$/.test(p))
    throw new StorageSettingsError(name, 'must be a folder of letters, digits and _ . - /');
  return p ? `${p}/` : '';
}

function endpointOf(name: string, value: string | undefined) {
  if (value === undefined) return undefined;
  if (!/^https?:\/\//.test(value) || !URL.canParse(value))
    throw new StorageSettingsError(
      name,
      'must be the service address, such as https://<account>.r2.cloudflarestorage.com',
    );
  return value.replace(/\/+$/, '');
}

/** The storage the environment names; a bad value throws StorageSettingsError naming the variable. */
export function storageSettings(env: Readonly<Record<string, unknown>>): StorageSettings {
  const read = (name: string) => (typeof env[name] === 'string' ? trimmed(env[name]) : undefined);
  const url = read('STORAGE_URL');
  const bucketVar = read('STORAGE_BUCKET');
  if (url !== undefined && url !== 'local') {
    if (!url.startsWith('s3://') || !URL.canParse(url))
      throw new StorageSettingsError(
        'STORAGE_URL',
        'must be local or s3://bucket[/prefix]?region=…&endpoint=…',
      );
    const u = new URL(url);
    const bucket = u.hostname;
    if (!BUCKET.test(bucket))
      throw new StorageSettingsError('STORAGE_URL', `names no valid bucket (${bucket})`);
    const q = u.searchParams;
    const user = decodeURIComponent(u.username);
    const password = decodeURIComponent(u.password);
    if (Boolean(user) !== Boolean(password))
      throw new StorageSettingsError(
        'STORAGE_URL',
        'must give the access key and its secret together (KEY:SECRET@)',
      );
    const endpoint = endpointOf('STORAGE_URL', trimmed(q.get('endpoint') ?? undefined));
    return {
      kind: 's3',
      bucket,
      prefix: prefixOf('STORAGE_URL', decodeURIComponent(u.pathname)),
      region: trimmed(q.get('region') ?? undefined) ?? 'us-east-1',
      endpoint,
      forcePathStyle: boolean('STORAGE_URL', trimmed(q.get('path_style') ?? undefined), false),
      credentials: user ? { accessKeyId: user, secretAccessKey: password } : undefined,
    };
  }
  if (bucketVar === undefined) return { kind: 'local' };
  if (!BUCKET.test(bucketVar))
    throw new StorageSettingsError(
      'STORAGE_BUCKET',
      'must be a bucket name (3 to 63 lower-case letters, digits, . and -)',
    );
  const key = read('STORAGE_ACCESS_KEY_ID');
  const secret = read('STORAGE_SECRET_ACCESS_KEY');
  if (Boolean(key) !== Boolean(secret))
    throw new StorageSettingsError(
      key ? 'STORAGE_SECRET_ACCESS_KEY' : 'STORAGE_ACCESS_KEY_ID',
      'must be set together with its pair',
    );
  return {
    kind: 's3',
    bucket: bucketVar,
    prefix: prefixOf('STORAGE_PREFIX', read('STORAGE_PREFIX')),
    region: read('STORAGE_REGION') ?? 'us-east-1',
    endpoint: endpointOf('STORAGE_ENDPOINT', read('STORAGE_ENDPOINT')),
    forcePathStyle: boolean('STORAGE_PATH_STYLE', read('STORAGE_PATH_STYLE'), false),
    credentials: key && secret ? { accessKeyId: key, secretAccessKey: secret } : undefined,
  };
}

/** The storage of these settings; the local one keeps its files in `roots`. */
export function openStorage(settings: StorageSettings, roots: LocalRoots): Storage {
  return settings.kind === 's3' ? s3Storage(settings) : localStorage(roots);
}
