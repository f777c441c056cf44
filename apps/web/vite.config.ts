import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const toaster = fileURLToPath(new URL('./src/components/ui/toaster.tsx', import.meta.url));

/**
 * `import { toast } from 'sonner'` anywhere in the app resolves to components/ui/toaster.tsx, which loads
 * sonner on the first toast: sonner (about 9 kB gzip) stays out of every page's first load. Only that
 * file imports the real package.
 */
function lazySonner(): Plugin {
  return {
    name: 'zariya:lazy-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'sonner' && importer && importer.split('?')[0] !== toaster) {
        return toaster;
      }
      return null;
    },
  };
}

/**
 * Puts the stylesheet into index.html: the first paint (the static header in index.html) needs no second
 * request. The CSS file stays in the build for anything that links it.
 */
function inlineCss(): Plugin {
  return {
    name: 'zariya:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = ctx.bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` next to each text asset, so the server sends them
 * as they are (`preCompressed` in apps/server/src/plugins/web.ts) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zariya:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has finished the files (Vite fills in the preload lists last).
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const quality = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: quality }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

/** The browser build's folder; the server's first-render build goes into its .ssr/ (never served: a dot folder). */
const outDir = process.env.WEB_DIST ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild
    ? [lazySonner(), react()]
    : [lazySonner(), react(), tailwindcss(), inlineCss(), precompress()],
  // The server bundle carries its packages, so it runs from any WEB_DIST folder.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { publicDir: false, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  server: { port: 5173, strictPort: true, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    // WEB_DIST lets parallel test runs build into their own folder (the server reads the same variable).
    outDir: isSsrBuild ? join(outDir, '.ssr') : outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: the server sends each page's own chunk as a preload (apps/server/src/plugins/web-preload.ts).
    manifest: !isSsrBuild,
    target: 'es2022',
    // index.html keeps its preloads of the entry's chunks. A page chunk's own imports are not preloaded from
    // script: Vite's helper wrote a <link> per chunk into the head during the first render, each costing a
    // style recalculation of the page. Pages drawn in the browser get them in the Link header instead
    // (apps/server/src/plugins/web-preload.ts); a drawn page fetches them after its photos. No polyfill: every
    // browser the shop supports preloads modules itself.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // Inline only tiny assets; fonts stay separate files so the browser fetches just the subsets a page uses.
    assetsInlineLimit: 2048,
    rolldownOptions: {
      // A schema built at a module's top level (`z.object(...)`, packages/shared) does nothing else: a page that
      // imports a file for its constants does not keep the file's unused schemas, nor zod with them.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The framework changes less often than the shop: its own chunk stays cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
}));
