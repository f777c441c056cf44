import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizeGuides } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

const path = (category: string) => `/api/admin/size-guides/${encodeURIComponent(category)}`;
const rows = [
  { size: 'S', bust: 86, waist: 71, hip: 94 },
  { size: 'M', bust: 91, waist: 76, hip: 99 },
];

describe.each(databaseKinds())('size guides on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => t?.close());

  const stored = async (category: string) =>
    (await t.db.select().from(sizeGuides).where(eq(sizeGuides.category, category)))[0]?.rows;
  const put = (category: string, payload: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: path(category), headers, payload: payload as object });

  it('has default guides for the stitched clothing categories and none for sarees or accessories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/size-guides' });
    expect(res.statusCode).toBe(200);
    const guides = res.json().guides as Array<{ category: string; rows: Array<{ size: string }> }>;
    expect(guides.map((g) => g.category).sort()).toEqual([
      'Regional Attires',
      'Salwar & Suits',
      'Women Ethnic',
      'Women Western',
    ]);
    for (const guide of guides) {
      expect(guide.rows.map((r) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    }
    expect(guides.find((g) => g.category === 'Women Ethnic')?.rows[2]).toEqual({
      size: 'M',
      bust: 91,
      waist: 76,
      hip: 99,
      length: 112,
    });
  });

  it('lets the owner replace and remove a category’s table', async () => {
    const saved = await put('Accessories', { rows });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ category: 'Accessories', rows });
    expect(await stored('Accessories')).toEqual(rows);
    const removed = await t.app.inject({ method: 'DELETE', url: path('Accessories'), headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'The size guide for Accessories was removed.' });
    expect(await stored('Accessories')).toBeUndefined();
    const again = await t.app.inject({ method: 'DELETE', url: path('Accessories'), headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'This category has no size guide.', code: 'SIZE_GUIDE_NOT_FOUND' });
  });

  it('refuses bad tables with a readable 400 and leaves the stored one as it was', async () => {
    const before = await stored('Women Western');
    const cases: Array<[unknown, string]> = [
      [{ rows: [{ ...rows[0], bust: -4 }] }, 'Bust must be between 40 and 250 cm.'],
      [{ rows: [{ ...rows[0], waist: 'wide' }] }, 'Waist must be a number of centimetres.'],
      [{ rows: [{ ...rows[0], hip: 1000 }] }, 'Hip must be between 40 and 250 cm.'],
      [
        { rows: [rows[1], rows[0]] },
        "List sizes from smallest to largest: S's bust (86 cm) is less than M's (91 cm).",
      ],
      [{ rows: [rows[0], { ...rows[1], size: 's' }] }, 'Size s appears twice.'],
      [{ rows: [{ ...rows[0], length: 100 }, rows[1]] }, 'Give a length for every size, or for none.'],
      [{ rows: [] }, 'Add at least one size.'],
      [{ rows: 'XS' }, 'rows must be a list of sizes.'],
      [{ rows: [{ ...rows[0], size: '  ' }] }, 'Each row needs a size.'],
    ];
    for (const [payload, error] of cases) {
      const res = await put('Women Western', payload);
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    }
    const unknown = await put('Lehengas', { rows });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown category.', code: 'VALIDATION_ERROR' });
    const unknownDelete = await t.app.inject({ method: 'DELETE', url: path('Lehengas'), headers: admin });
    expect(unknownDelete.statusCode).toBe(400);
    expect(unknownDelete.json()).toEqual({ error: 'Unknown category.', code: 'VALIDATION_ERROR' });
    const notJson = await t.app.inject({
      method: 'PUT',
      url: path('Women Western'),
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"rows": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('INVALID_JSON');
    expect(await stored('Women Western')).toEqual(before);
    expect(await stored('Lehengas')).toBeUndefined();
  });

  it('is the owner’s: no admin token 401, a shopper’s token 401, nothing changed', async () => {
    const before = await stored('Women Ethnic');
    const shopper = await signUpShopper(t.app);
    expect((await put('Women Ethnic', { rows }, {})).statusCode).toBe(401);
    expect((await put('Women Ethnic', { rows }, shopper.auth)).statusCode).toBe(401);
    const del = await t.app.inject({ method: 'DELETE', url: path('Women Ethnic'), headers: shopper.auth });
    expect(del.statusCode).toBe(401);
    expect(await stored('Women Ethnic')).toEqual(before);
  });
});
