// Where the shop's files are, whether the server runs from its TypeScript source (tsx: tests, scripts) or from
// the bundle `npm start` builds (apps/server/build/server.mjs, scripts/build-server.mjs): a path relative to
// one module's own file would differ between the two, so files are found from the repository's root.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function repositoryRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'apps/server/package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`the shop's files are not above ${from}`);
    dir = up;
  }
}

export const REPOSITORY_ROOT = repositoryRoot(dirname(fileURLToPath(import.meta.url)));
export const SERVER_ROOT = join(REPOSITORY_ROOT, 'apps/server');

/** A path inside apps/server (`drizzle`, `src/modules/…`). */
export const serverPath = (...parts: string[]) => join(SERVER_ROOT, ...parts);
