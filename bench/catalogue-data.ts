// A large generated catalogue for the load benchmark: every product is a variation of a demo catalogue
// product of the same category (its garment type, material, sizes, specifications and blurb), with another
// brand, a reworded name, its own colours, price, discount, stock, ratings and date. Deterministic (seeded).
import { CATEGORIES, type Category } from '@zariya/shared/constants';
import { discountPercent } from '@zariya/shared/discount';
import { averageRating } from '@zariya/shared/ratings';
import type { products } from '../apps/server/src/db/schema.ts';
import { buildCatalogue, createRng } from '../apps/server/src/seed/catalogue-data.ts';

type Row = typeof products.$inferInsert;
type Rng = () => number;

const DAY_MS = 86_400_000;

// Per category, brands beyond the demo catalogue's own, so that the Brand facet has a believable length.
const EXTRA_BRANDS: Record<Category, string[]> = {
  Saree: [
    'Mysore Silk Udyog',
    'Gadwal Handlooms',
    'Sambalpuri Bastralaya',
    'Uppada Weaves',
    'Bishnupur Baluchari',
    'Dharmavaram Silks',
    'Narayanpet Looms',
    'Maheshwari Tana',
    'Venkatagiri Cottons',
    'Kalamkari Kala',
    'Shantipur Tant Ghar',
    'Ilkal Saree Sadan',
  ],
  'Regional Attires': [
    'Sualkuchi Silks',
    'Toda Stitchcraft',
    'Manipuri Phanek House',
    'Kodagu Drapes',
    'Kullu Shawl Kendra',
    'Bhujodi Weavers',
    'Ajrakh Khatri',
    'Lucknow Chikan Ghar',
    'Madurai Sungudi',
    'Coorg Heritage',
  ],
  'Women Ethnic': [
    'Anokhi Rang',
    'Biba Lane',
    'Meher Threads',
    'Zoya Ethnic',
    'Gulmohar Studio',
    'Saanjh Label',
    'Rangrez Atelier',
    'Noor Couture',
    'Kashida Collective',
    'Chhavi Ethnic',
  ],
  'Women Western': [
    'Urban Nari',
    'Monsoon Street',
    'Indigo Lane',
    'Bombay Closet',
    'Delhi Denim Co.',
    'Mira Basics',
    'Kaveri Studio',
    'Hauz Khas Label',
    'Goa Linen Works',
    'Bandra Weekend',
  ],
  Accessories: [
    'Jaipur Gems House',
    'Hyderabad Pearl Co.',
    'Kolhapur Leather Works',
    'Channapatna Crafts',
    'Dhokra Art Studio',
    'Meenakari Mahal',
    'Silver Lane Jewels',
    'Zardozi Bags',
    'Agra Footcraft',
    'Bidri Kala',
  ],
  'Salwar & Suits': [
    'Patiala House',
    'Amritsar Phulkari Co.',
    'Lucknowi Lane',
    'Kashmiri Kadhai',
    'Rangoli Suits',
    'Shalimar Suits',
    'Sheesh Mahal Suits',
    'Bagh Print Ghar',
    'Chanderi Suit House',
    'Jodhpur Bandhej',
  ],
};

const NAME_PREFIXES = [
  '',
  '',
  '',
  'Handcrafted ',
  'Classic ',
  'Festive ',
  'Everyday ',
  'Designer ',
  'Premium ',
  'Lightweight ',
  'Heritage ',
  'Signature ',
  'New Season ',
];

// CSS colour names written as the demo catalogue stores them (CamelCase), for colour and search variety.
const PALETTE = [
  'Maroon',
  'Crimson',
  'Red',
  'DeepPink',
  'HotPink',
  'Pink',
  'Coral',
  'Orange',
  'DarkOrange',
  'Gold',
  'Goldenrod',
  'Yellow',
  'Olive',
  'DarkGreen',
  'SeaGreen',
  'Teal',
  'Turquoise',
  'SkyBlue',
  'RoyalBlue',
  'Navy',
  'MidnightBlue',
  'Purple',
  'Plum',
  'Lavender',
  'Magenta',
  'Ivory',
  'Beige',
  'Tan',
  'Sienna',
  'Brown',
  'White',
  'Silver',
  'SlateGray',
  'Black',
  'PeachPuff',
];

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** Shop prices end in 9 (499, 1299, 12,999). */
function shopPrice(value: number): number {
  const step = value < 1000 ? 50 : value < 10_000 ? 100 : 1000;
  return Math.max(199, Math.round(value / step) * step - 1);
}

function colours(rng: Rng, base: string[], count = between(rng, 2, 6)): string[] {
  const out = new Set<string>();
  // Keep the base's dominant colour half of the time so names and colours stay plausible together.
  if (rng() < 0.5) out.add(base[0]);
  while (out.size < count) out.add(pick(rng, PALETTE));
  return [...out];
}

function ratings(rng: Rng): number[] {
  const count = rng() < 0.15 ? 0 : between(rng, 1, 60);
  // Each product has its own quality, so averages spread from about 2 to 5.
  const quality = 2 + rng() * 3;
  return Array.from({ length: count }, () => {
    const r = Math.round(quality + (rng() - 0.5) * 2.4);
    return Math.min(5, Math.max(1, r));
  });
}

/** `count` rows spread evenly over the six categories, dated over the last two years (oldest first). */
export function generateCatalogue(count: number, seed = 20_000, variants = 0): Row[] {
  const rng = createRng(seed);
  const demo = buildCatalogue();
  const byCategory = new Map<Category, typeof demo>(
    CATEGORIES.map((c) => [c, demo.filter((d) => d.category === c)]),
  );
  const brands = new Map<Category, string[]>(
    CATEGORIES.map((c) => [
      c,
      [...new Set([...byCategory.get(c)!.map((d) => d.brandname), ...EXTRA_BRANDS[c]])],
    ]),
  );
  const now = Date.now();
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const base = pick(rng, byCategory.get(category)!);
    const newPrice = shopPrice(base.newPrice * (0.45 + rng() * 1.4));
    const discount =
      rng() < 0.12
        ? 0
        : Math.round(pick(rng, [5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70]) * (0.8 + rng() * 0.4));
    const oldPrice = discount > 0 ? shopPrice((newPrice * 100) / (100 - Math.min(discount, 75))) : null;
    const soldOut = rng() < 0.03;
    const productRatings = ratings(rng);
    // Sizes × colours make `variants` variants (issue 24: 8 each): as many of the base's sizes as divide it
    // (1, 2, 4 or 8), the rest in colours; without `variants`, as before.
    const sizeCount = variants
      ? Math.max(...[1, 2, 4, 8].filter((n) => n <= base.sizes.length && variants % n === 0), 1)
      : 0;
    const sizes = variants
      ? base.sizes.slice(0, sizeCount)
      : base.sizes.length > 3 && rng() < 0.3
        ? base.sizes.slice(0, base.sizes.length - 1)
        : base.sizes;
    rows.push({
      brandname: pick(rng, brands.get(category)!),
      productname: `${pick(rng, NAME_PREFIXES)}${base.productname}`,
      category,
      description: base.description,
      newPrice,
      oldPrice,
      available: !soldOut,
      stock: soldOut ? 0 : between(rng, 1, 150),
      material: base.material,
      colors: variants
        ? colours(rng, base.colors, Math.max(1, variants / Math.max(1, sizes.length)))
        : colours(rng, base.colors),
      sizes,
      specifications: base.specifications,
      images: Array.from({ length: between(rng, 1, 4) }, (_, k) => `/api/uploads/bench-${i}-${k}.webp`),
      ratings: productRatings,
      averageRating: averageRating(productRatings),
      discountPercent: discountPercent(newPrice, oldPrice) ?? 0,
      // Oldest first so ids grow with dates, as in the real shop; about 53 minutes apart for 20,000.
      createdAt: new Date(now - Math.round(((count - 1 - i) * 730 * DAY_MS) / count)),
    });
  }
  return rows;
}
