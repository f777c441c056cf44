// Seeds the demo catalogue into an empty shop: artwork first, then every row in one transaction. The catalogue
// definitions and the artwork generator (about 2,600 lines) are imported only when the shop is empty: every
// later start skips them (decision 0017).
import { discountPercent } from '@zariya/shared/discount';
import { averageRating } from '@zariya/shared/ratings';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { removeImages } from '../lib/images.ts';
import type { Storage } from '../lib/storage/index.ts';
import type { ProductDefinition } from './catalogue-data.ts';

export type SeedOptions = {
  /** Where the artwork is stored (lib/storage). */
  storage: Storage;
  /** false skips the artwork (fast tests); products then have no images. */
  images?: boolean;
  log?: (msg: string) => void;
  /** How many products render at once; sharp already uses every core per image. */
  concurrency?: number;
};

const HOUR_MS = 3_600_000;
// 14 h apart keeps ~100 products inside the last 60 days.
const SPACING_MS = 14 * HOUR_MS;

async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

async function mapLimited<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The demo accessories that are not clothing accessories get their own HSN (docs/decisions/0022): imitation
 * jewellery 7117, bags 4202, leather footwear 6403. Everything else takes its category's default.
 */
const DEMO_HSN: Partial<Record<string, string>> = {
  earrings: '7117',
  necklace: '7117',
  bangles: '7117',
  potli: '4202',
  clutch: '4202',
  handbag: '4202',
  sandals: '6403',
  juttis: '6403',
};

function toRow(def: ProductDefinition, images: string[], createdAt: Date): typeof products.$inferInsert {
  return {
    hsnCode: DEMO_HSN[def.art.type] ?? null,
    brandname: def.brandname,
    productname: def.productname,
    category: def.category,
    description: def.description,
    newPrice: def.newPrice,
    oldPrice: def.oldPrice,
    available: def.available,
    stock: def.stock,
    material: def.material,
    colors: def.colors,
    sizes: def.sizes,
    specifications: def.specifications,
    images,
    ratings: def.ratings,
    averageRating: averageRating(def.ratings),
    discountPercent: discountPercent(def.newPrice, def.oldPrice) ?? 0,
    createdAt,
  };
}

/** Fills an empty `products` table with the demo catalogue; does nothing when any product exists. */
export async function seedDemoCatalogue(db: Db, opts: SeedOptions): Promise<{ inserted: number }> {
  if (!(await isEmpty(db))) return { inserted: 0 };
  const { buildCatalogue } = await import('./catalogue-data.ts');
  const catalogue = buildCatalogue();
  let images: string[][] = catalogue.map(() => []);
  if (opts.images !== false) {
    const { renderProductImages } = await import('./artwork.ts');
    const started = Date.now();
    opts.log?.(`demo catalogue: drawing artwork for ${catalogue.length} products`);
    const done: string[][] = [];
    try {
      images = await mapLimited(catalogue, opts.concurrency ?? 4, async (def) => {
        const paths = await renderProductImages(def.art, def.material, opts.storage);
        done.push(paths);
        return paths;
      });
    } catch (err) {
      await removeImages(opts.storage, done.flat()).catch(() => {});
      throw err;
    }
    const count = images.reduce((sum, list) => sum + list.length, 0);
    opts.log?.(`demo catalogue: ${count} images ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Oldest first, so ids grow with dates; whole hours keep the timestamps distinct and stable within a run.
  const newest = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const rows = catalogue.map((def, i) =>
    toRow(def, images[i], new Date(newest - (catalogue.length - 1 - i) * SPACING_MS)),
  );
  const inserted = await db.transaction(async (tx) => {
    // Another process may have seeded while the artwork was being drawn.
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return 0;
    await tx.insert(products).values(rows);
    return rows.length;
  });
  if (inserted === 0) await removeImages(opts.storage, images.flat());
  return { inserted };
}
