// Bundles the server for `npm start` (and the benchmarks that stand for it) with esbuild: the shop's own
// TypeScript (apps/server/src and packages/shared) in one ES module, every package from node_modules left as an
// import. The server then runs on plain node: no TypeScript loader thread, no transpiling at start, about
// 60 MiB less memory (decision 0035). Rebuilt when a source is newer than the bundle.
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';
import { ensurePasswordWords } from './password-words.mjs';
import { isBuiltFrom } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const sources = ['apps/server/src', 'packages/shared/src', 'scripts/server-build.mjs'];

/** The server's entry point and where its bundle goes (the worker threads are bundled beside it). */
export const SERVER_ENTRY = { entry: 'apps/server/src/server.ts', output: 'apps/server/build/server.mjs' };

/** Packages stay imports (native binaries, WebAssembly and data files load from their own folders). */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@zariya/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles `entry` (a .ts file under the repository) into `output` when it is missing or older than the sources. */
export async function ensureServerBuild({ entry, output } = SERVER_ENTRY, extraSources = []) {
  const target = join(root, output);
  // zxcvbn's word lists packed for the password worker, beside it (scripts/password-words.mjs).
  await ensurePasswordWords(join(dirname(target), 'password-words.bin'));
  if (isBuiltFrom(target, [...sources, entry, ...extraSources])) return target;
  await build({
    // The worker threads (the password check, lib/password-check.ts; invoice PDFs, invoices/invoice-pdf-store.ts)
    // are bundled beside the server.
    entryPoints: {
      [basename(target, '.mjs')]: join(root, entry),
      'password-worker': join(root, 'apps/server/src/lib/password-worker.ts'),
      'invoice-pdf-worker': join(root, 'apps/server/src/modules/invoices/invoice-pdf-worker.ts'),
    },
    outdir: dirname(target),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureServerBuild();
