// The tests' throwaway PGlite databases start from one migrated data directory instead of migrating each time:
// opening and migrating takes ~1.5 s, starting from the dump ~0.4 s, and the API suite opens hundreds. The dump
// is made once per set of migrations and PGlite version (its name carries their hash) and shared by every test process through a
// file in the temporary directory; the migrations themselves still run on it (drizzle finds them applied).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpPgliteDataDir, openDatabase } from '../db/client.ts';
import { serverPath } from '../lib/paths.ts';

/** The installed PGlite's package.json: a dump is only loaded by the PGlite that made it. */
function pgliteManifest(): Buffer {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json'));
}

function migrationsHash(): string {
  const folder = serverPath('drizzle');
  const hash = createHash('sha256');
  hash.update(pgliteManifest());
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  hash.update(readFileSync(join(folder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

async function makeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `zariya-pglite-migrated-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase('memory://');
  try {
    const dump = await dumpPgliteDataDir(handle);
    // Written aside and renamed: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** The migrated empty database every throwaway PGlite of the tests starts from. */
export function migratedPglite(): Promise<Blob> {
  template ??= makeTemplate();
  return template;
}
