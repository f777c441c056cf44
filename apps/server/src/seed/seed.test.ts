import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidColour } from '@zariya/shared/colours';
import { CATEGORIES, PRICE_BANDS } from '@zariya/shared/constants';
import { discountLabel, discountPercent } from '@zariya/shared/discount';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { ART_HEIGHT, ART_WIDTH, artVariants, renderProductImages } from './artwork.ts';
import { buildCatalogue } from './catalogue-data.ts';
import { CSS_NAMED_COLORS } from './css-colors.ts';
import { seedDemoCatalogue } from './seed.ts';
import { localStorage } from '../lib/storage/local.ts';
import { IMAGE_WIDTHS } from '@zariya/shared/images';

describe('demo catalogue definitions', () => {
  const catalogue = buildCatalogue();

  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('has unique names, sensible prices and 3–6 specifications', () => {
    expect(new Set(catalogue.map((p) => p.productname)).size).toBe(catalogue.length);
    for (const p of catalogue) {
      expect(Number.isInteger(p.newPrice)).toBe(true);
      expect(p.newPrice).toBeGreaterThanOrEqual(249);
      expect(p.newPrice).toBeLessThanOrEqual(18_999);
      if (p.oldPrice !== null) expect(p.oldPrice).toBeGreaterThanOrEqual(p.newPrice);
      expect(discountPercent(p.newPrice, p.oldPrice) ?? 0).toBeLessThanOrEqual(65);
      expect(p.specifications.length).toBeGreaterThanOrEqual(3);
      expect(p.specifications.length).toBeLessThanOrEqual(6);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.art.images).toBeGreaterThanOrEqual(1);
      expect(p.art.images).toBeLessThanOrEqual(8);
      expect(artVariants(p.art)).toHaveLength(p.art.images);
      for (const r of p.ratings) expect([1, 2, 3, 4, 5]).toContain(r);
    }
    expect(catalogue.filter((p) => p.art.images >= 6).length).toBeGreaterThanOrEqual(6);
  });
});

/** The local storage with its photos in `dir`. */
const at = (dir: string) => localStorage({ uploadsDir: dir, documentsDir: join(dir, '..', 'documents') });
/** A storage the seed never writes to (no images). */
const unused = () => at(join(tmpdir(), 'unused'));

describe('seedDemoCatalogue without images', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase('memory://');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('fills an empty shop once', async () => {
    const first = await seedDemoCatalogue(handle.db, { storage: unused(), images: false });
    expect(first.inserted).toBeGreaterThanOrEqual(96);
    const rows = await handle.db.select().from(products);
    expect(rows).toHaveLength(first.inserted);

    for (const category of CATEGORIES) {
      expect(rows.filter((r) => r.category === category).length).toBeGreaterThanOrEqual(16);
    }
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    // Jewellery, bags and footwear carry their own HSN on the invoice; the rest take their category's default.
    const hsn = (name: string) => rows.find((r) => r.productname === name)?.hsnCode;
    expect(hsn('Kundan Chandbali Earrings')).toBe('7117');
    expect(hsn('Zardozi Box Clutch')).toBe('4202');
    expect(hsn('Kolhapuri Leather Flats')).toBe('6403');
    expect(rows.filter((r) => r.category !== 'Accessories').every((r) => r.hsnCode === null)).toBe(true);

    for (const r of rows) {
      expect(r.colors.length).toBeGreaterThanOrEqual(2);
      expect(r.colors.length).toBeLessThanOrEqual(6);
      for (const c of r.colors) {
        expect(CSS_NAMED_COLORS[c.toLowerCase()], `${r.productname}: ${c}`).toBeDefined();
        expect(isValidColour(c), `${r.productname}: ${c}`).toBe(true);
      }
      expect(r.images).toEqual([]);
      // The stored figures are what a shopper sees on the card: the '% off' label and the stars.
      expect(r.discountPercent === 0 ? null : `${r.discountPercent}% off`).toBe(
        discountLabel(r.newPrice, r.oldPrice),
      );
      if (r.ratings.length === 0) expect(r.averageRating).toBe(0);
      else {
        // The mean of the stars, to one decimal.
        const mean = r.ratings.reduce((a, b) => a + b, 0) / r.ratings.length;
        expect(Math.abs(r.averageRating - mean)).toBeLessThanOrEqual(0.05);
        expect(Number.isInteger(Math.round(r.averageRating * 1000) / 100)).toBe(true);
      }
      expect(r.available).toBe(r.stock! > 0);
    }

    const soldOut = rows.filter((r) => !r.available);
    expect(soldOut.length).toBeGreaterThanOrEqual(4);
    expect(soldOut.length).toBeLessThanOrEqual(6);
    expect(rows.some((r) => r.ratings.length === 0)).toBe(true);
    expect(rows.some((r) => r.oldPrice === null || r.oldPrice === r.newPrice)).toBe(true);

    for (const band of PRICE_BANDS) {
      const inBand = rows.filter((r) => r.newPrice >= band.min && r.newPrice < band.max);
      expect(inBand.length, band.id).toBeGreaterThanOrEqual(3);
    }

    const times = rows.map((r) => r.createdAt.getTime());
    expect(new Set(times).size).toBe(rows.length);
    const span = Math.max(...times) - Math.min(...times);
    expect(span).toBeGreaterThan(30 * 86_400_000);
    expect(span).toBeLessThanOrEqual(62 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());

    const second = await seedDemoCatalogue(handle.db, {
      storage: unused(),
      images: false,
    });
    expect(second.inserted).toBe(0);
    expect(await handle.db.select().from(products)).toHaveLength(rows.length);
  });
});

describe('product artwork', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zariya-art-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders a product gallery through the upload pipeline', async () => {
    const catalogue = buildCatalogue();
    const saree = catalogue.find((p) => p.art.type === 'saree' && p.art.images >= 2)!;
    const earrings = catalogue.find((p) => p.art.type === 'earrings')!;
    const uploads = join(dir, 'uploads');
    const paths = [
      ...(await renderProductImages(saree.art, saree.material, at(uploads))),
      ...(await renderProductImages(earrings.art, earrings.material, at(uploads))),
    ];
    expect(paths).toHaveLength(saree.art.images + earrings.art.images);
    for (const p of paths) expect(p).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await readdir(uploads)).toHaveLength(paths.length * (1 + IMAGE_WIDTHS.length));

    const main = await sharp(join(uploads, paths[0].slice('/uploads/'.length))).metadata();
    expect(main.format).toBe('webp');
    expect([main.width, main.height]).toEqual([ART_WIDTH, ART_HEIGHT]);
  });
});
