// npm test: unit tests (shared rules, web hooks and forms), the lint's import boundaries, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const e2eOnly = process.argv.includes('--e2e-only');

function vitest(...projects) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chrome = ensureChromium();
process.env.CHROME_PATH = chrome;
if (!e2eOnly) vitest('shared', 'web', 'tooling', 'server');
ensureWebBuild();
vitest('e2e');
