// The shop's file storage (lib/storage) as `app.storage`, opened from the configuration and closed with the app.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openStorage, type Storage } from '../lib/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The storage the configuration names (local: UPLOADS_DIR or DATA_DIR/uploads, and DATA_DIR/documents). */
export const configuredStorage = (config: Pick<Config, 'storage' | 'uploadsDir' | 'dataDir'>): Storage =>
  openStorage(config.storage, {
    uploadsDir: config.uploadsDir,
    documentsDir: join(config.dataDir, 'documents'),
  });

export const storagePlugin = fp(async (app: FastifyInstance) => {
  const storage = configuredStorage(app.config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
});
