// A local S3-compatible server for the tests (issue 30): s3rver from the npm registry, on 127.0.0.1, keeping its
// objects in a folder of its own. The shop talks to it through the real AWS SDK as it would to AWS S3, R2 or
// MinIO (path-style addresses, signed requests). `stop()` and `start()` take it away and bring it back on the
// same port with the same objects: an outage.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own credentials: it checks request signatures against them. */
const KEY = 'S3RVER';

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;

export async function startS3StandIn() {
  const directory = mkdtempSync(join(tmpdir(), 'zariya-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });

  return {
    endpoint,
    /** A new empty bucket; its name. */
    async createBucket(name = `zariya-test-${randomBytes(5).toString('hex')}`) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    /** The shop's environment for `bucket` (STORAGE_* as an owner sets them for MinIO). */
    env: (bucket: string): Record<string, string> => ({
      STORAGE_BUCKET: bucket,
      STORAGE_ENDPOINT: endpoint,
      STORAGE_REGION: 'us-east-1',
      STORAGE_PATH_STYLE: 'true',
      STORAGE_ACCESS_KEY_ID: KEY,
      STORAGE_SECRET_ACCESS_KEY: KEY,
    }),
    /** The server goes away (connections refused); the objects stay on disk. */
    async stop() {
      await server?.close();
      server = undefined;
    },
    /** Back on the same port with the same objects. */
    async start() {
      if (!server) await start();
    },
    async close() {
      client.destroy();
      await server?.close();
      server = undefined;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
