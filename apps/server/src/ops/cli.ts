// `npm run backup` and `npm run restore`: the shop's data (DATA_DIR, DATABASE_URL, UPLOADS_DIR as the server reads them)
// into one archive and back. Prints one line of outcome; any failure is one line and exit code 1.
//
//   npm run backup [-- --out <dir>] [--keep <n>]      (BACKUP_DIR, default ./backups)
//   npm run restore -- <archive> [--force]
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backup, restore, type Counts, type Target } from './backup.ts';

const describe = (c: Counts) =>
  `${c.orders} orders, ${c.bundleOrders} cart orders, ${c.accounts} accounts, ${c.products} products, ${c.images} image files`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, keep: { type: 'string' }, force: { type: 'boolean' } },
  });
  const dataDirSetting = process.env.DATA_DIR || './data';
  const target: Target = {
    dataDir: isAbsolute(dataDirSetting) ? dataDirSetting : resolve(process.cwd(), dataDirSetting),
    databaseUrl: process.env.DATABASE_URL || undefined,
    // The images as the server keeps them (config.ts): UPLOADS_DIR, else DATA_DIR/uploads.
    uploadsDir: process.env.UPLOADS_DIR ? resolve(process.cwd(), process.env.UPLOADS_DIR) : undefined,
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
  } else {
    throw new BackupError('usage: cli.ts backup [--out <dir>] [--keep <n>] | restore <archive> [--force]');
  }
}

main().catch((err: unknown) => {
  // One line: the reason (a database's own message names what it could not find or reach).
  const reason = err instanceof Error ? err.message : String(err);
  console.error(err instanceof BackupError ? reason : `${process.argv[2] ?? 'backup'} failed: ${reason}`);
  process.exit(1);
});
