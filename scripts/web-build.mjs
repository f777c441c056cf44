// Builds the web app when its output is missing or older than its sources ("builds what is missing").
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const output = process.env.WEB_DIST
  ? join(resolve(process.env.WEB_DIST), 'index.html')
  : join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
];

/** The newest modification time under `path` (0 when it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Whether `output` exists and is no older than anything under `sources` (paths from the repository root). */
export function isBuiltFrom(output, sources) {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return sources.every((s) => newestMtime(join(root, s)) <= built);
}

export function webBuildIsFresh() {
  return isBuiltFrom(output, sources);
}

export function ensureWebBuild() {
  if (webBuildIsFresh()) return false;
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', '@zariya/web'], { cwd: root, stdio: 'inherit' });
  return true;
}
