import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PROMO2024_TERMS } from '@zariya/shared/offers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { offerRedemptions, offers } from '../../db/schema.ts';
import type { AppError } from '../../errors.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createPostgresDatabase, databaseKinds, dropPostgresDatabase } from '../../test/harness.ts';
import { confirmRedemption, redeemOffer, releaseRedemption } from './offers.service.ts';

const flat300 = { name: '₹300 off above ₹2,999', kind: 'flat', amountInr: 300, minCartInr: 2999 };

describe.each(databaseKinds())('offers on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: t.admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const offerCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(offers))[0].n;
  const redeem = (offerId: number, who: number) =>
    redeemOffer(t.db, {
      offerId,
      userId: null,
      phone: `98765${String(who).padStart(5, '0')}`,
      discountInr: 300,
      salesInr: 3000,
    });

  it('starts with PROMO2024 as an offer, with the shared terms', async () => {
    const res = await call('GET', '/api/admin/offers');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.combinationRule).toMatch(/^An order takes at most one code\./);
    expect(body.offers).toHaveLength(1);
    const promo = body.offers[0];
    const { status, usedCount, id, state, summary, combination, createdAt, updatedAt, report, ...terms } =
      promo;
    expect(terms).toEqual(PROMO2024_TERMS);
    expect({ status, usedCount, state, summary }).toEqual({
      status: 'active',
      usedCount: 0,
      state: 'live',
      summary: '10% off',
    });
    expect(report).toEqual({ offerId: id, uses: 0, held: 0, discountInr: 0, salesInr: 0 });
  });

  it('lets the owner create, read, edit, pause and resume an offer', async () => {
    const created = await call('POST', '/api/admin/offers', flat300);
    expect(created.statusCode).toBe(201);
    const offer = created.json().offer;
    expect(created.json().message).toBe('Offer “₹300 off above ₹2,999” created.');
    expect(offer).toMatchObject({
      code: null,
      kind: 'flat',
      amountInr: 300,
      minCartInr: 2999,
      state: 'live',
    });
    expect(offer.summary).toBe('₹300 off from ₹2,999');
    expect(offer.combination).toMatch(/^This automatic offer combines/);

    const read = await call('GET', `/api/admin/offers/${offer.id}`);
    expect(read.json().offer).toEqual(offer);

    const edited = await call('PUT', `/api/admin/offers/${offer.id}`, {
      ...flat300,
      code: 'BIG300',
      startsAt: '2026-11-01T00:00',
      endsAt: '2099-11-03T23:59',
      combinable: false,
      scope: { kind: 'categories', categories: ['Saree'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().offer).toMatchObject({
      code: 'BIG300',
      startsAt: '2026-11-01T00:00',
      endsAt: '2099-11-03T23:59',
      combinable: false,
      scope: { kind: 'categories', categories: ['Saree'] },
    });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row.startsAt?.toISOString()).toBe('2026-10-31T18:30:00.000Z');

    const paused = await call('POST', `/api/admin/offers/${offer.id}/pause`);
    expect(paused.json()).toMatchObject({
      message: 'Offer “₹300 off above ₹2,999” paused.',
      offer: { state: 'paused' },
    });
    const listed = (await call('GET', '/api/admin/offers')).json().offers;
    expect(listed.find((o: { id: number }) => o.id === offer.id).status).toBe('paused');
    const resumed = await call('POST', `/api/admin/offers/${offer.id}/resume`);
    expect(resumed.json().offer).toMatchObject({ status: 'active', state: 'live' });
  });

  it('refuses bad terms with a readable 400 and writes nothing', async () => {
    const before = await offerCount();
    const cases: Array<[unknown, string]> = [
      [{ ...flat300, name: '' }, 'Give the offer a name.'],
      [{ ...flat300, code: 'diwali 300' }, 'A code is 3 to 20 capital letters and digits, like DIWALI300.'],
      [{ ...flat300, amountInr: 5000 }, 'The rupees off must be less than the minimum cart value.'],
      [{ ...flat300, kind: 'half-price' }, 'Choose what the offer gives.'],
      [
        { ...flat300, startsAt: '2026-11-05T10:00', endsAt: '2026-11-04T10:00' },
        'The offer must end after it starts.',
      ],
      [
        { name: 'B2G1', kind: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1 },
        'The pieces she gets are 1 to 100% off (100 is free).',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await call('POST', '/api/admin/offers', payload);
      expect([res.statusCode, res.json()]).toEqual([400, { error, code: 'VALIDATION_ERROR' }]);
    }
    expect(await offerCount()).toBe(before);
    const taken = await call('POST', '/api/admin/offers', { ...flat300, code: 'PROMO2024' });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { error: 'Another offer already uses the code PROMO2024.', code: 'OFFER_CODE_TAKEN' },
    ]);
    expect(await offerCount()).toBe(before);
  });

  it('answers 404 for an unknown offer, 400 for an id out of range, 401 without the owner', async () => {
    expect((await call('GET', '/api/admin/offers/99999')).json()).toEqual({
      error: 'That offer was not found.',
      code: 'OFFER_NOT_FOUND',
    });
    const big = await call('PUT', '/api/admin/offers/2147483648', flat300);
    expect([big.statusCode, big.json().error]).toEqual([400, 'Offer id must be a number.']);
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/offers' });
    expect(anon.statusCode).toBe(401);
    const anonPost = await t.app.inject({ method: 'POST', url: '/api/admin/offers', payload: flat300 });
    expect(anonPost.statusCode).toBe(401);
  });

  it('never lets more uses through than the limit: 30 at once for a limit of 5 give exactly 5', async () => {
    const created = await call('POST', '/api/admin/offers', { ...flat300, code: 'FIVE300', totalLimit: 5 });
    const id = created.json().offer.id;
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        redeem(id, n).then(
          () => 'granted',
          (err: AppError) => err.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'OFFER_USED_UP')).toHaveLength(25);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row.usedCount).toBe(5);
    expect((await call('GET', `/api/admin/offers/${id}`)).json().offer.state).toBe('used-up');

    // A failed payment gives its use back, once; the next shopper gets it.
    const [held] = await t.db
      .select()
      .from(offerRedemptions)
      .where(eq(offerRedemptions.offerId, id))
      .limit(1);
    expect(await releaseRedemption(t.db, held.id)).toEqual({ released: true });
    expect(await releaseRedemption(t.db, held.id)).toEqual({ released: false });
    expect((await t.db.select().from(offers).where(eq(offers.id, id)))[0].usedCount).toBe(4);
    await expect(redeem(id, 100)).resolves.toMatchObject({ status: 'held' });
    await expect(redeem(id, 101)).rejects.toMatchObject({ code: 'OFFER_USED_UP' });

    // The owner cannot lower the limit below the uses taken.
    const lower = await call('PUT', `/api/admin/offers/${id}`, {
      ...flat300,
      code: 'FIVE300',
      totalLimit: 3,
    });
    expect([lower.statusCode, lower.json()]).toEqual([
      409,
      { error: 'Total uses cannot be below the 5 already taken.', code: 'OFFER_LIMIT_BELOW_USES' },
    ]);
  });

  it('holds the limit per shopper too, by phone across accounts, under concurrency', async () => {
    const created = await call('POST', '/api/admin/offers', {
      ...flat300,
      code: 'ONCE300',
      perShopperLimit: 1,
    });
    const id = created.json().offer.id;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        redeem(id, 7).then(
          () => 'granted',
          (err: AppError) => err.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'OFFER_SHOPPER_LIMIT')).toHaveLength(9);
    expect((await t.db.select().from(offers).where(eq(offers.id, id)))[0].usedCount).toBe(1);
  });

  it('refuses a paused offer, and reports uses, discount given and sales', async () => {
    const created = await call('POST', '/api/admin/offers', { ...flat300, code: 'REPORT300' });
    const id = created.json().offer.id;
    const a = await redeem(id, 1);
    const b = await redeem(id, 2);
    await redeem(id, 3);
    await confirmRedemption(t.db, a.id, '12');
    await confirmRedemption(t.db, a.id, '12');
    await confirmRedemption(t.db, b.id, 'B-3');
    await expect(confirmRedemption(t.db, b.id, '99')).rejects.toMatchObject({ statusCode: 409 });
    const report = (await call('GET', `/api/admin/offers/${id}`)).json().report;
    expect(report).toEqual({ offerId: id, uses: 2, held: 1, discountInr: 600, salesInr: 6000 });
    await call('POST', `/api/admin/offers/${id}/pause`);
    await expect(redeem(id, 4)).rejects.toMatchObject({ code: 'OFFER_NOT_LIVE', statusCode: 409 });
    await expect(releaseRedemption(t.db, 999999)).rejects.toMatchObject({ code: 'REDEMPTION_NOT_FOUND' });
  });

  it('tells the product page which offers apply to a product, best first', async () => {
    const saree = await insertProduct(t.db, { category: 'Saree', newPrice: 4000 });
    await call('POST', '/api/admin/offers', {
      name: 'Saree week',
      kind: 'percent',
      percent: 20,
      scope: { kind: 'products', productIds: [saree.id] },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/offers/product/${saree.id}` });
    expect(res.statusCode).toBe(200);
    const shown = res.json().offers as Array<{ name: string; savingInr: number }>;
    expect(shown[0]).toMatchObject({ name: 'Saree week', savingInr: 800, code: null });
    expect(shown.find((o) => o.name === 'PROMO2024: extra 10% off')?.savingInr).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers/product/999999' })).statusCode).toBe(404);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/admin/offers',
      '/api/admin/offers/{id}',
      '/api/admin/offers/{id}/pause',
      '/api/admin/offers/{id}/resume',
      '/api/offers/product/{productId}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/admin/offers'].post.tags).toEqual(['admin']);
  });
});

const PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG)('offer limits across two processes on PostgreSQL', () => {
  const name = `zariya_test_offers_${randomBytes(5).toString('hex')}`;
  let url = '';
  beforeAll(async () => {
    url = await createPostgresDatabase(PG!, name);
  });
  afterAll(async () => {
    if (url) await dropPostgresDatabase(PG!, name);
  });

  const runProcess = (offerId: number, count: number, prefix: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/server/src/test/offer-redeemer.ts',
          url,
          String(offerId),
          String(count),
          prefix,
        ],
        { cwd: new URL('../../../../../', import.meta.url).pathname, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
      });
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}')) : reject(new Error(err)),
      );
    });

  it('200 shoppers in two processes redeem a code limited to 50: exactly 50 get it; a failed payment gives one back', async () => {
    const handle = await openDatabase(url);
    try {
      const [offer] = await handle.db
        .insert(offers)
        .values({
          name: 'Fifty',
          code: 'FIFTY',
          kind: 'flat',
          totalLimit: 50,
          terms: {
            codeEntry: 'bag',
            percent: null,
            amountInr: 300,
            buyQuantity: null,
            getQuantity: null,
            tierUnit: 'flat',
            tiers: [],
            scope: { kind: 'shop' },
            minCartInr: 2999,
            minQuantity: null,
            firstOrderOnly: false,
            perShopperLimit: null,
            combinable: true,
          },
        })
        .returning();
      const [a, b] = await Promise.all([
        runProcess(offer.id, 100, '91000'),
        runProcess(offer.id, 100, '92000'),
      ]);
      expect((a.granted ?? 0) + (b.granted ?? 0)).toBe(50);
      expect((a.OFFER_USED_UP ?? 0) + (b.OFFER_USED_UP ?? 0)).toBe(150);
      const held = await handle.db
        .select()
        .from(offerRedemptions)
        .where(eq(offerRedemptions.offerId, offer.id));
      expect(held).toHaveLength(50);
      expect((await handle.db.select().from(offers).where(eq(offers.id, offer.id)))[0].usedCount).toBe(50);
      expect(await releaseRedemption(handle.db, held[0].id)).toEqual({ released: true });
      expect((await handle.db.select().from(offers).where(eq(offers.id, offer.id)))[0].usedCount).toBe(49);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
