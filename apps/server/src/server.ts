// Reads the config, opens the database (migrations run on open), seeds the demo catalogue once, and listens.
// With WEB_CONCURRENCY above 1 this process is the cluster's primary (server-cluster.ts): it prepares the
// database once and runs that many worker processes, which share the port and skip the preparation.
import cluster from 'node:cluster';
import { buildApp, LOG_REDACT } from './app.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { resolveAdminPassword } from './modules/admin/admin.service.ts';
import { addMissingRenditions } from './modules/catalog/images.ts';
import { seedDemoCatalogue } from './seed/seed.ts';
import { runPrimary } from './server-cluster.ts';

const showPassword = (password: string) =>
  // Shown once on the console, deliberately outside the logs.
  process.stdout.write(
    `\n  Admin password (shown only this once; set ADMIN_PASSWORD to choose your own): ${password}\n\n`,
  );

/** What happens once per start whatever the number of processes: migrations, the owner's password, the seed. */
async function prepare(config: Config, log: (msg: string) => void) {
  const database = await openDatabase(config.databaseUrl ?? pgliteDir(config.dataDir));
  try {
    const { generated } = await resolveAdminPassword(database.db, config.adminPassword);
    if (generated) showPassword(generated);
    if (config.demoCatalogue) {
      const { inserted } = await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, log });
      if (inserted > 0) log(`demo catalogue: ${inserted} products added`);
    }
    // Photos stored by an earlier release get the sizes added since (a srcset must not list a missing file).
    const added = await addMissingRenditions(config.uploadsDir);
    if (added > 0) log(`images: ${added} missing smaller renditions written`);
  } finally {
    await database.close();
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
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
  const database = await openDatabase(config.databaseUrl ?? pgliteDir(config.dataDir));
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    onAdminPasswordGenerated: showPassword,
  });
  app.addHook('onClose', async () => database.close());

  // A cluster worker finds all this done by the primary.
  if (cluster.isPrimary) {
    const { inserted } = config.demoCatalogue
      ? await seedDemoCatalogue(database.db, {
          uploadsDir: config.uploadsDir,
          log: (msg) => app.log.info(msg),
        })
      : { inserted: 0 };
    if (inserted > 0) app.log.info(`demo catalogue: ${inserted} products added`);
    const added = await addMissingRenditions(config.uploadsDir);
    if (added > 0) app.log.info(`images: ${added} missing smaller renditions written`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Zariya is open at http://${host}:${port} (ready in ${Date.now() - startedAt} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
