// The S3-compatible provider, through the official AWS SDK v3: AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces
// (by endpoint; path-style addressing for MinIO). The bucket stays private: public photos are served by the shop
// at its own URLs with long cache headers (plugins/web.ts), private files only after the shop's permission check.
// Any failure other than 'no such key' (refused connection, timeout, 5xx, denied) is StorageUnavailableError.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './settings.ts';
import { assertValidKey, type ListedObject, type Storage, StorageUnavailableError } from './storage.ts';

type SdkError = Error & { name: string; $metadata?: { httpStatusCode?: number }; Code?: string };

const isMissing = (err: unknown) => {
  const e = err as SdkError;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

function unavailable(err: unknown, bucket: string) {
  const e = err as SdkError;
  const status = e?.$metadata?.httpStatusCode;
  const what = [e?.name, status ? `HTTP ${status}` : undefined, e?.message].filter(Boolean).join(': ');
  return new StorageUnavailableError(`bucket ${bucket}: ${what || String(err)}`);
}

export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // An outage must answer an upload in seconds, not hold it for the SDK's full backoff.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
  });
  const { bucket, prefix } = settings;
  const full = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    where: `s3://${bucket}/${prefix}`,

    async put(key, body, options) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: full(key),
            Body: body,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
          }),
        );
      } catch (err) {
        throw unavailable(err, bucket);
      }
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        const bytes = await answer.Body?.transformToByteArray();
        return {
          body: bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.alloc(0),
          etag: answer.ETag ?? `"${answer.ContentLength ?? 0}"`,
          lastModified: answer.LastModified,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err, bucket);
      }
    },

    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err, bucket);
      }
    },

    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          try {
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
          } catch (err) {
            if (!isMissing(err)) throw unavailable(err, bucket);
          }
        }),
      );
    },

    async list(listPrefix) {
      const found: ListedObject[] = [];
      let token: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: `${prefix}${listPrefix}`,
              ContinuationToken: token,
            }),
          );
          for (const o of page.Contents ?? [])
            if (o.Key) found.push({ key: o.Key.slice(prefix.length), size: o.Size ?? 0 });
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (err) {
        throw unavailable(err, bucket);
      }
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        throw unavailable(err, bucket);
      }
    },

    close() {
      client.destroy();
    },
  };
}
