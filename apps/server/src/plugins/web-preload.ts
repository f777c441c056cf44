// `Link` headers for the first load of a shop page. The shop is drawn in the browser only, so without
// them the browser finds the page's own script chunk, its data and its largest photo one after the other
// (HTML → app script → page chunk → API → photo). With them it fetches all of these while the app's
// scripts still load: the page chunk (from Vite's build manifest) on home, category, search and product
// pages, and on product and category pages the photo that becomes the largest paint, and the product call.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DEFAULT_PAGE_SIZE } from '@zariya/shared/listing';
import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { imageSrcSet, imageUrl } from '@zariya/shared/images';
import type { FastifyInstance } from 'fastify';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The page chunks, by the source file of their route (apps/web/src/app/router.tsx). */
const ROUTE_SOURCES = {
  home: 'src/app/routes/store/home.tsx',
  category: 'src/app/routes/store/category.tsx',
  search: 'src/app/routes/store/search.tsx',
  product: 'src/app/routes/store/product.tsx',
} as const;

// The `sizes` of the components that draw these photos (features/product/components/product-gallery.tsx,
// features/catalog/components/product-grid.tsx), so that the browser picks the same file from the srcset.
const GALLERY_SIZES = '(min-width: 1024px) 36rem, 100vw';
const CARD_SIZES = '(min-width: 1280px) 16rem, (min-width: 768px) 30vw, 46vw';
/** Phones show two cards per row above the fold. */
const CARDS_PRELOADED = 2;
/** The page itself must not wait on the data: without an answer by then it goes without photo hints. */
const DATA_TIMEOUT_MS = 200;

export type PagePreloads = (path: string, hasQuery: boolean) => Promise<string[]>;

/** Reads the build manifest once; without one (an older build) only the data hints are sent. */
export function createPagePreloads(app: FastifyInstance, webRoot: string): PagePreloads {
  const chunks = routeChunks(readManifest(webRoot));

  async function inject(method: 'GET' | 'POST', url: string, payload?: object): Promise<unknown> {
    const request = app
      .inject({ method, url, payload })
      .then((res) => (res.statusCode === 200 ? res.json() : null));
    const timeout = delay(DATA_TIMEOUT_MS, null, { ref: false });
    return Promise.race([request.catch(() => null), timeout]);
  }

  return async (path, hasQuery) => {
    const links: string[] = [];
    const script = (route: keyof typeof ROUTE_SOURCES) => {
      for (const file of chunks[route]) links.push(`</${file}>; rel=modulepreload; crossorigin`);
    };
    if (path === '/') {
      script('home');
      return links;
    }
    if (path === '/search') {
      script('search');
      return links;
    }
    const product = /^\/product\/(\d{1,9})$/.exec(path);
    if (product) {
      script('product');
      const url = `/api/products/${product[1]}`;
      links.push(`<${url}>; rel=preload; as=fetch; crossorigin`);
      const data = (await inject('GET', url)) as { images?: unknown } | null;
      const first = Array.isArray(data?.images) ? data.images[0] : undefined;
      if (typeof first === 'string') links.push(imageLink(first, GALLERY_SIZES));
      return links;
    }
    const page = CATEGORY_PAGES.find((p) => p.path === path);
    if (page) {
      script('category');
      // Only the unfiltered first page: the same call as the page's own (newest first, one page).
      if (hasQuery) return links;
      const body = { category: page.category, sort: 'newest', page: 1, limit: DEFAULT_PAGE_SIZE };
      const list = await inject('POST', '/api/products/category', body);
      const cards = Array.isArray(list) ? (list as Array<{ image?: unknown }>).slice(0, CARDS_PRELOADED) : [];
      for (const card of cards)
        if (typeof card.image === 'string') links.push(imageLink(card.image, CARD_SIZES));
    }
    return links;
  };
}

function imageLink(path: string, sizes: string): string {
  return `<${imageUrl(path, 400)}>; rel=preload; as=image; imagesrcset="${imageSrcSet(path)}"; imagesizes="${sizes}"; fetchpriority=high`;
}

function readManifest(webRoot: string): Manifest | undefined {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Each route's chunk and the chunks it imports, less those index.html already preloads (the entry's). */
function routeChunks(manifest: Manifest | undefined): Record<keyof typeof ROUTE_SOURCES, string[]> {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest?.[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest ?? {})) if (chunk.isEntry) collect(key, entry);
  const files = (source: string) => {
    const all = new Set<string>();
    collect(source, all);
    return [...all].filter((file) => !entry.has(file) && file.endsWith('.js'));
  };
  return {
    home: files(ROUTE_SOURCES.home),
    category: files(ROUTE_SOURCES.category),
    search: files(ROUTE_SOURCES.search),
    product: files(ROUTE_SOURCES.product),
  };
}
