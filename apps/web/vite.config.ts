import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    // WEB_DIST lets parallel test runs build into their own folder (the server reads the same variable).
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Inline only tiny assets; fonts stay separate files so the browser fetches just the subsets a page uses.
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // The framework changes less often than the shop: its own chunk stays cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
