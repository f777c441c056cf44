// Reads the config, opens the database (migrations run on open), seeds the demo catalogue once, and listens.
import { join } from 'node:path';
import { buildApp, LOG_REDACT } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { addMissingRenditions } from './modules/catalog/images.ts';
import { seedDemoCatalogue } from './seed/seed.ts';

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

  const startedAt = Date.now();
  const database = await openDatabase(config.databaseUrl ?? pgliteDir(config.dataDir));
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    onAdminPasswordGenerated: (password) => {
      // Shown once on the console, deliberately outside the logs.
      process.stdout.write(
        `\n  Admin password (shown only this once; set ADMIN_PASSWORD to choose your own): ${password}\n\n`,
      );
    },
  });
  app.addHook('onClose', async () => database.close());

  const uploadsDir = join(config.dataDir, 'uploads');
  if (config.demoCatalogue) {
    const { inserted } = await seedDemoCatalogue(database.db, {
      uploadsDir,
      log: (msg) => app.log.info(msg),
    });
    if (inserted > 0) app.log.info(`demo catalogue: ${inserted} products added`);
  }
  // Photos stored by an earlier release get the sizes added since (a srcset must not list a missing file).
  const added = await addMissingRenditions(uploadsDir);
  if (added > 0) app.log.info(`images: ${added} missing smaller renditions written`);

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
