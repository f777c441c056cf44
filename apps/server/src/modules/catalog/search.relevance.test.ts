// Issue 29: 50 searches a shopper types (English, Hinglish, Devanagari, typos, synonyms) and the products that
// must come first, on each database. Every spelling of a word ranks the same products in the same order.
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { catalogueEngine } from './catalog.engine.ts';
import { type ListRequest, listPageFromSql } from './catalog.repository.ts';

// name | category | colours | material | description
type Row = [string, string, string[], string, string];
const CATALOGUE: Row[] = [
  ['Chikankari Cotton Kurta', 'Women Ethnic', ['White'], 'Cotton', 'Hand embroidered in Lucknow.'],
  [
    'Anarkali Kurta Set with Dupatta',
    'Women Ethnic',
    ['DarkGreen'],
    'Rayon',
    'A flared anarkali, printed dupatta.',
  ],
  ['Kanjeevaram Pure Silk Saree', 'Saree', ['Maroon', 'Gold'], 'Pure Silk', 'Woven with a zari border.'],
  ['Bengal Tant Cotton Saree', 'Saree', ['White', 'Crimson'], 'Cotton', 'Crisp Tant woven by hand in Nadia.'],
  ['Organza Saree with Floral Embroidery', 'Saree', ['Lavender'], 'Organza', 'Sheer and light.'],
  ['Bridal Red Velvet Lehenga', 'Regional Attires', ['Red'], 'Velvet', 'Heavy zardozi for the wedding day.'],
  [
    'Navratri Mirror Work Lehenga',
    'Regional Attires',
    ['Multicolor'],
    'Cotton',
    'Mirror work for garba nights.',
  ],
  ['Phulkari Dupatta', 'Accessories', ['Pink'], 'Georgette', 'Bright phulkari threads.'],
  ['Banarasi Silk Dupatta', 'Accessories', ['Gold'], 'Silk', 'Woven in Varanasi.'],
  ['Patiala Salwar', 'Salwar & Suits', ['Black'], 'Cotton', 'Deep pleats, a drawstring waist.'],
  ['Churidar Leggings', 'Women Ethnic', ['Navy'], 'Lycra', 'Stretch leggings gathered at the ankle.'],
  ['Rayon Palazzo Pants', 'Women Western', ['Black'], 'Rayon', 'Wide legs, an easy fit.'],
  ['Gold Plated Temple Jhumkas', 'Accessories', ['Gold'], 'Brass', 'Bell-shaped earrings.'],
  ['Denim Jacket', 'Women Western', ['Navy'], 'Denim', 'A classic jacket in washed denim.'],
  ['Chanderi Suit Set', 'Salwar & Suits', ['PeachPuff'], 'Chanderi', 'Light enough for an all-day function.'],
  ['Floral Maxi Dress', 'Women Western', ['Yellow'], 'Georgette', 'A floral print to the ankle.'],
];

const SAREES = [
  'Kanjeevaram Pure Silk Saree',
  'Bengal Tant Cotton Saree',
  'Organza Saree with Floral Embroidery',
];
const KURTAS = ['Chikankari Cotton Kurta', 'Anarkali Kurta Set with Dupatta'];
const LEHENGAS = ['Bridal Red Velvet Lehenga', 'Navratri Mirror Work Lehenga'];
const DUPATTAS = ['Phulkari Dupatta', 'Banarasi Silk Dupatta', 'Anarkali Kurta Set with Dupatta'];

/** A search text and the products that must come first (in any order among themselves). */
export const RELEVANCE: Array<[string, string[]]> = [
  // English, as the catalogue says it
  ['saree', SAREES],
  ['kurta', KURTAS],
  ['lehenga', LEHENGAS],
  ['dupatta', DUPATTAS],
  ['salwar', ['Patiala Salwar']],
  ['palazzo', ['Rayon Palazzo Pants']],
  ['jhumkas', ['Gold Plated Temple Jhumkas']],
  ['silk saree', ['Kanjeevaram Pure Silk Saree']],
  ['cotton kurta', ['Chikankari Cotton Kurta']],
  ['denim jacket', ['Denim Jacket']],
  // Plurals, Hinglish spellings and synonyms
  ['kurti', KURTAS],
  ['kurtis', KURTAS],
  ['sari', SAREES],
  ['saris', SAREES],
  ['lehnga', LEHENGAS],
  ['ghagra', LEHENGAS],
  ['chaniya choli', LEHENGAS],
  ['chunni', DUPATTAS],
  ['odhni', DUPATTAS],
  ['shalwar', ['Patiala Salwar']],
  ['plazo', ['Rayon Palazzo Pants']],
  ['churidars', ['Churidar Leggings']],
  ['anarkali', ['Anarkali Kurta Set with Dupatta']],
  ['jhumki', ['Gold Plated Temple Jhumkas']],
  ['red lehnga', ['Bridal Red Velvet Lehenga']],
  ['silk sari', ['Kanjeevaram Pure Silk Saree']],
  ['cotton kurti', ['Chikankari Cotton Kurta']],
  ['banarasi chunni', ['Banarasi Silk Dupatta']],
  ['phulkari odhni', ['Phulkari Dupatta']],
  ['laal ghagra', ['Bridal Red Velvet Lehenga']],
  // Hindi in Devanagari
  ['साड़ी', SAREES],
  ['कुर्ती', KURTAS],
  ['कुर्ता', KURTAS],
  ['लहंगा', LEHENGAS],
  ['दुपट्टा', DUPATTAS],
  ['सलवार', ['Patiala Salwar']],
  ['चूड़ीदार', ['Churidar Leggings']],
  ['अनारकली', ['Anarkali Kurta Set with Dupatta']],
  ['झुमके', ['Gold Plated Temple Jhumkas']],
  ['लाल लहंगा', ['Bridal Red Velvet Lehenga']],
  ['सिल्क साड़ी', ['Kanjeevaram Pure Silk Saree']],
  ['सूती कुर्ती', ['Chikankari Cotton Kurta']],
  // Typos
  ['sare', SAREES],
  ['kurtha', KURTAS],
  ['lehengaa', LEHENGAS],
  ['dupattaa', DUPATTAS],
  ['jhumkha', ['Gold Plated Temple Jhumkas']],
  ['palazzoo', ['Rayon Palazzo Pants']],
  ['kanjivaram', ['Kanjeevaram Pure Silk Saree']],
  ['chikenkari kurti', ['Chikankari Cotton Kurta']],
];

/** Spellings that must give the very same list, in the same order. */
const SAME: string[][] = [
  ['kurta', 'kurti', 'kurtis', 'कुर्ती', 'कुर्ता', 'KURTI '],
  ['saree', 'sari', 'sarees', 'साड़ी', 'सा\u095Cी'],
  ['lehenga', 'lehnga', 'ghagra', 'chaniya choli', 'लहंगा'],
  ['dupatta', 'chunni', 'odhni', 'दुपट्टा'],
  ['silk saree', 'silk sari', 'सिल्क साड़ी'],
];

describe.each(databaseKinds())('search relevance on %s', (kind) => {
  let t: TestApp;

  async function search(query: string): Promise<string[]> {
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: { query, limit: 48 } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Product[]).map((p) => p.productname);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [productname, category, colors, material, description] of CATALOGUE) {
      await insertProduct(t.db, {
        brandname: 'Zariya Studio',
        productname,
        category,
        colors,
        material,
        description,
      });
    }
  });
  afterAll(async () => t?.close());

  it('has 50 searches', () => {
    expect(RELEVANCE).toHaveLength(50);
  });

  it.each(RELEVANCE)('%s finds %j first', async (query, first) => {
    const found = await search(query);
    expect(found.slice(0, first.length).sort(), found.join(' | ')).toEqual([...first].sort());
  });

  it('matches and ranks every one of them in memory, exactly as PostgreSQL does', async () => {
    const engine = catalogueEngine(t.db)!;
    const end = Date.now() + 5_000;
    while (!engine.ready && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(engine.ready).toBe(true);
    engine.forgetSearches();
    for (const query of [...RELEVANCE.map(([q]) => q), ...SAME.flat()]) {
      for (const sort of ['relevance', 'price_asc'] as const) {
        const request = { query, sort, page: 1, limit: 48 };
        const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: request });
        const fromSql = await listPageFromSql(t.db, request as unknown as ListRequest);
        expect({ json: res.body, total: Number(res.headers['x-total-count']) }, query).toEqual(fromSql);
      }
    }
    // None of them was left to SQL (a text left to SQL has its matches kept).
    expect(engine.keptSearches).toBe(0);
  });

  it.each(SAME)('every spelling of %s ranks the same products the same way', async (...spellings) => {
    const lists = await Promise.all(spellings.map(search));
    for (const list of lists) expect(list).toEqual(lists[0]);
    expect(lists[0].length).toBeGreaterThan(0);
  });
});
