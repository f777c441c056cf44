// Reads the config, opens the database (migrations run on open), seeds the demo catalogue once, and listens.
// SIGTERM (or SIGINT) drains: the port closes at once, requests under way finish, then the jobs stop, the
// database closes and the process exits 0; one that has not finished within SHUTDOWN_GRACE_MS exits 1.
// With WEB_CONCURRENCY above 1 this process is the cluster's primary (server-cluster.ts): it prepares the
// database once and runs that many worker processes, which share the port and skip the preparation.
import cluster from 'node:cluster';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, LOG_REDACT } from './app.ts';
import { ConfigError, type Config, loadCheckedConfig } from './config.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { withLogId, workId } from './lib/log-context.ts';
import { sizeWorkerHeaps } from './lib/worker-heap.ts';
import { resolveAdminPassword } from './modules/admin/admin.service.ts';
import { addMissingRenditions } from './lib/images.ts';
import { privatiseReturnPhotos } from './modules/returns/returns.photos.ts';
import { seedDemoCatalogue } from './seed/seed.ts';
import type { Db } from './db/client.ts';
import { type Storage, StorageUnavailableError } from './lib/storage/index.ts';
import { configuredStorage } from './plugins/storage.ts';
import { runPrimary } from './server-cluster.ts';

const showPassword = (password: string) =>
  // Shown once on the console, deliberately outside the logs.
  process.stdout.write(
    `\n  Admin password (shown only this once; set ADMIN_PASSWORD to choose your own): ${password}\n\n`,
  );

/**
 * Where return photos were written before they were private, besides the storage's public photos: DATA_DIR/uploads
 * when UPLOADS_DIR names another folder (with object storage, the local folders too: the photos move into the
 * bucket's private folder).
 */
const legacyPhotoDirs = (config: Config) =>
  config.storage.kind === 'local'
    ? [join(config.dataDir, 'uploads')].filter((d) => d !== config.uploadsDir)
    : [...new Set([config.uploadsDir, join(config.dataDir, 'uploads')])];

/**
 * The seed and the photo upkeep of a start. The storage unreachable (a bucket down) stops neither the start nor
 * the pages: it is said in one line, and the next start does the work.
 */
async function storageUpkeep(config: Config, db: Db, storage: Storage, log: (msg: string) => void) {
  try {
    if (config.demoCatalogue) {
      const { inserted } = await seedDemoCatalogue(db, { storage, log });
      if (inserted > 0) log(`demo catalogue: ${inserted} products added`);
    }
    // Photos stored by an earlier release get the sizes added since (a srcset must not list a missing file).
    const added = await addMissingRenditions(storage);
    if (added > 0) log(`images: ${added} missing smaller renditions written`);
    const hidden = await privatiseReturnPhotos(db, storage, legacyPhotoDirs(config));
    if (hidden > 0) log(`returns: ${hidden} photos moved to the private folder`);
  } catch (err) {
    if (!(err instanceof StorageUnavailableError)) throw err;
    log(
      `storage ${storage.where} unreachable at start (${err.reason}): photo upkeep skipped until the next start`,
    );
  }
}

/** What happens once per start whatever the number of processes: migrations, the owner's password, the seed. */
async function prepare(config: Config, log: (msg: string) => void) {
  const database = await openDatabase(config.databaseUrl ?? pgliteDir(config.dataDir));
  const storage = configuredStorage(config);
  try {
    const { generated } = await resolveAdminPassword(database.db, config.adminPassword);
    if (generated) showPassword(generated);
    await storageUpkeep(config, database.db, storage, log);
  } finally {
    storage.close();
    await database.close();
  }
}

/** How long requests under way may take to finish after SIGTERM (a load balancer waits about as long). */
export const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // Before the first worker thread (the check of ADMIN_PASSWORD in loadCheckedConfig).
  sizeWorkerHeaps();
  let config: Config;
  try {
    config = await loadCheckedConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config, prepare);
    return;
  }

  const startedAt = Date.now();
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase(config.databaseUrl ?? pgliteDir(config.dataDir), (err) =>
    log?.warn({ err }, 'database connection lost; a new one is opened when next needed'),
  );
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    onAdminPasswordGenerated: showPassword,
  });
  log = app.log;
  app.addHook('onClose', async () => database.close());

  // A cluster worker finds all this done by the primary.
  if (cluster.isPrimary) await storageUpkeep(config, database.db, app.storage, (msg) => app.log.info(msg));

  let closing = false;
  const shutdown = (signal: string) =>
    withLogId(workId('shutdown'), async () => {
      if (closing) return;
      closing = true;
      const began = Date.now();
      app.log.info(`${signal} received: no new connections; finishing the requests under way`);
      const timer = setTimeout(() => {
        app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms: exiting anyway`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      // Fastify stops listening, closes idle keep-alive connections, answers 503 to new requests on open ones,
      // waits for those under way, then runs the onClose hooks (jobs, Redis, the database pool). A keep-alive
      // connection whose request finishes during the wait would hold the close open: swept as it goes idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
      await app.close();
      clearInterval(sweep);
      app.log.info(`closed cleanly in ${Date.now() - began} ms`);
      process.exit(0);
    });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Zariya is open at http://${host}:${port} (ready in ${Date.now() - startedAt} ms)`);
}

// The start's lines (migrations, seeding, listening) share one id (lib/log-context.ts).
withLogId(workId('startup'), main).catch((err) => {
  console.error(err);
  process.exit(1);
});
