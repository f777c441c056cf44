// `npm run backup` and `npm run restore`: the shop's data (DATA_DIR, DATABASE_URL, UPLOADS_DIR as the server reads them)
// into one archive and back. Prints one line of outcome; any failure is one line and exit code 1.
//
//   npm run backup [-- --out <dir>] [--keep <n>]      (BACKUP_DIR, default ./backups)
//   npm run restore -- <archive> [--force]
//   npm run storage:migrate [-- --from <uploads dir>]  (into the bucket STORAGE_URL/STORAGE_BUCKET names)
import { join, isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  openStorage,
  StorageSettingsError,
  StorageUnavailableError,
  storageSettings,
} from '../lib/storage/index.ts';
import { BackupError, backup, restore, type Counts, type Target } from './backup.ts';
import { migrateUploads } from './storage-migrate.ts';

const describe = (c: Counts) =>
  `${c.orders} orders, ${c.bundleOrders} cart orders, ${c.accounts} accounts, ${c.products} products, ${c.images} image files`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      keep: { type: 'string' },
      force: { type: 'boolean' },
      from: { type: 'string' },
    },
  });
  const dataDirSetting = process.env.DATA_DIR || './data';
  const target: Target = {
    dataDir: isAbsolute(dataDirSetting) ? dataDirSetting : resolve(process.cwd(), dataDirSetting),
    databaseUrl: process.env.DATABASE_URL || undefined,
    // The images as the server keeps them (config.ts): UPLOADS_DIR, else DATA_DIR/uploads.
    uploadsDir: process.env.UPLOADS_DIR ? resolve(process.cwd(), process.env.UPLOADS_DIR) : undefined,
    // Where the server keeps photos (STORAGE_*): with object storage, backups take the bucket's and restore there.
    storage: storageSettings(process.env),
  };
  if (command === 'backup') {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep > 0))
      throw new BackupError('--keep must be a whole number above 0');
    const out = resolve(values.out ?? process.env.BACKUP_DIR ?? './backups');
    const { file, manifest, bytes } = await backup(target, out, { keep });
    console.log(
      `backup written: ${file} (${Math.round(bytes / 1024)} KiB; ${manifest.database}, ${manifest.dumpedWith}; ${describe(manifest.counts)})`,
    );
  } else if (command === 'restore') {
    const archive = positionals[0];
    if (!archive) throw new BackupError('usage: npm run restore -- <backup .tar.gz> [--force]');
    const { manifest, counts } = await restore(resolve(archive), target, { force: values.force });
    const same = JSON.stringify(counts) === JSON.stringify(manifest.counts);
    console.log(
      `restored ${manifest.createdAt} backup into ${target.databaseUrl ? 'the PostgreSQL database' : target.dataDir}: ${describe(counts)}${same ? '' : ` (the backup recorded ${describe(manifest.counts)})`}`,
    );
    if (!same) process.exitCode = 1;
  } else if (command === 'storage-migrate') {
    const settings = target.storage;
    if (settings?.kind !== 's3')
      throw new BackupError(
        'storage:migrate copies into object storage: set STORAGE_URL (or STORAGE_BUCKET and its settings) first',
      );
    const from = values.from ? resolve(values.from) : (target.uploadsDir ?? join(target.dataDir, 'uploads'));
    const storage = openStorage(settings, {
      uploadsDir: from,
      documentsDir: join(target.dataDir, 'documents'),
    });
    try {
      await storage.check();
      const count = await migrateUploads(from, storage, (c) =>
        console.log(`… ${c.copied} copied, ${c.skipped} already there`),
      );
      console.log(
        `storage:migrate ${from} → ${storage.where}: ${count.copied} files copied (${Math.round(count.bytes / 1024)} KiB), ${count.skipped} already there, ${count.ignored} not the shop's left out`,
      );
    } finally {
      storage.close();
    }
  } else {
    throw new BackupError(
      'usage: cli.ts backup [--out <dir>] [--keep <n>] | restore <archive> [--force] | storage-migrate [--from <dir>]',
    );
  }
}

main().catch((err: unknown) => {
  // One line: the reason (a database's own message names what it could not find or reach).
  if (err instanceof StorageUnavailableError) {
    console.error(
      `storage unreachable: ${err.reason} (run it again once it answers: it carries on where it stopped)`,
    );
    process.exit(1);
  }
  if (err instanceof StorageSettingsError) {
    console.error(`Invalid configuration: ${err.variable} ${err.message}`);
    process.exit(1);
  }
  const reason = err instanceof Error ? err.message : String(err);
  console.error(err instanceof BackupError ? reason : `${process.argv[2] ?? 'backup'} failed: ${reason}`);
  process.exit(1);
});
