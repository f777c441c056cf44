// The S3-compatible provider, through the official AWS SDK v3: AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces
// (by endpoint; path-style addressing for MinIO). The bucket stays private: public photos are served by the shop
// at its own URLs with long cache headers (plugins/web.ts), private files only after the shop's permission check.
// Any failure other than 'no such key' (refused connection, timeout, 5xx, denied) is StorageUnavailableError.
import type { S3Client } from '@aws-sdk/client-s3';
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

type Sdk = typeof import('@aws-sdk/client-s3');

export function s3Storage(settings: S3Settings): Storage {
  // The SDK is loaded on first use: a shop on local storage never pays for it (memory, start time).
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  let closed = false;
  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // An outage must answer an upload in seconds, not hold it for the SDK's full backoff.
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
      }),
    })));
  const { bucket, prefix } = settings;
  const full = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    where: `s3://${bucket}/${prefix}`,

    async put(key, body, options) {
      const objectKey = full(key);
      const { sdk, client } = await open();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: objectKey,
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
      const objectKey = full(key);
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey }));
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
      const objectKey = full(key);
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
        return { size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err, bucket);
      }
    },

    async delete(keys) {
      const { sdk, client } = await open();
      await Promise.all(
        keys.map(async (key) => {
          const objectKey = full(key);
          try {
            await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
          } catch (err) {
            if (!isMissing(err)) throw unavailable(err, bucket);
          }
        }),
      );
    },

    async list(listPrefix) {
      const { sdk, client } = await open();
      const found: ListedObject[] = [];
      let token: string | undefined;
      try {
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
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
      const { sdk, client } = await open();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        throw unavailable(err, bucket);
      }
    },

    close() {
      if (closed) return;
      closed = true;
      void opened?.then(({ client }) => client.destroy());
    },
  };
}
