import { MESSAGES } from '@zariya/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForUser, type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseAndStorageKinds, type TestApp } from '../../test/harness.ts';
import { type FilePart, multipartPayload, solidJpeg } from '../../test/multipart.ts';
import { insertBundleOrder, insertSingleOrder } from '../../test/orders-fixtures.ts';

const jpeg = () => solidJpeg(64, 80, '#8a1c3b');

// Review photos on both storage providers (issue 30).
describe.each(databaseAndStorageKinds())('ratings and reviews on %s with %s storage', (kind, storage) => {
  let t: TestApp;
  let asha: Shopper;
  let meera: Shopper;
  let saree: { id: number };
  let dupatta: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { storage });
    asha = await signUpShopper(t.app);
    meera = await signUpShopper(t.app);
    saree = await insertProduct(t.db, { productname: 'Banarasi Silk Saree' });
    dupatta = await insertProduct(t.db, { productname: 'Phulkari Dupatta' });
  });
  afterAll(async () => t?.close());

  let calls = 0;
  const uploadedFiles = async () => (await t.app.storage.list('public/')).map((o) => o.key);

  const submit = async (who: typeof asha | null, fields: Record<string, string>, files: FilePart[] = []) => {
    const { payload, headers } = await multipartPayload(fields, files);
    calls += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/submitFeedback',
      // Each call from its own address, so the per-address rate limit (tested below) stays out of the way.
      remoteAddress: `10.60.${Math.floor(calls / 250)}.${calls % 250}`,
      payload,
      headers: { ...headers, ...(who?.auth ?? {}) },
    });
  };
  const product = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();

  const completedOrder = async (productId: number, who = asha) =>
    (await insertSingleOrder(t.db, who.userId, productId, { status: 'completed' })).id;

  it('reviews a completed order with an image; the product page shows it with the new average', async () => {
    const orderId = await completedOrder(saree.id);
    const res = await submit(asha, { orderId: String(orderId), rating: '4', feedback: 'Lovely zari work.' }, [
      { field: 'image', filename: 'saree.jpg', data: await jpeg() },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: MESSAGES.feedbackSubmitted,
      productId: saree.id,
      averageRating: 4,
      ratingsCount: 1,
      review: { name: asha.fullname, rating: 4, content: 'Lovely zari work.' },
    });
    expect(body.review.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const page = await product(saree.id);
    expect(page.averageRating).toBe(4);
    expect(page.ratings).toEqual([4]);
    expect(page.feedback).toEqual([body.review]);
    const served = await t.app.inject({ method: 'GET', url: `/api${body.review.image}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('averages several reviews to one decimal, newest review first', async () => {
    for (const [rating, who] of [
      ['5', asha],
      ['3', meera],
      ['5', meera],
    ] as const) {
      const orderId = await completedOrder(saree.id, who);
      expect(
        (await submit(who, { orderId: String(orderId), rating, feedback: `Rated ${rating}` })).statusCode,
      ).toBe(201);
    }
    const page = await product(saree.id);
    expect(page.ratings).toEqual([4, 5, 3, 5]);
    expect(page.averageRating).toBe(4.3);
    expect(page.feedback.map((f: { content: string }) => f.content)).toEqual([
      'Rated 5',
      'Rated 3',
      'Rated 5',
      'Lovely zari work.',
    ]);
    expect(page.feedback[0]).toMatchObject({ name: meera.fullname, image: null });
  });

  it('takes one review per ordered product', async () => {
    const orderId = await completedOrder(dupatta.id);
    expect((await submit(asha, { orderId: String(orderId), rating: '5' })).statusCode).toBe(201);
    const again = await submit(asha, { orderId: String(orderId), rating: '1', feedback: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REVIEWED');
    expect((await product(dupatta.id)).ratings).toEqual([5]);
  });

  it('counts one of two simultaneous reviews of the same product and order', async () => {
    const shawl = await insertProduct(t.db, { productname: 'Kani Shawl' });
    const orderId = await completedOrder(shawl.id);
    const answers = await Promise.all([
      submit(asha, { orderId: String(orderId), rating: '5' }),
      submit(asha, { orderId: String(orderId), rating: '1' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await product(shawl.id)).ratings).toHaveLength(1);
  });

  it('reviews each product of a completed bundle once, naming the product', async () => {
    const bundle = await insertBundleOrder(
      t.db,
      asha.userId,
      [{ productId: saree.id }, { productId: dupatta.id }],
      {
        status: 'completed',
      },
    );
    const noProduct = await submit(asha, { orderId: `B-${bundle.id}`, rating: '4' });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().code).toBe('PRODUCT_REQUIRED');
    const stranger = await insertProduct(t.db);
    const wrong = await submit(asha, {
      orderId: `B-${bundle.id}`,
      productId: String(stranger.id),
      rating: '4',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await submit(asha, { orderId: `B-${bundle.id}`, productId: String(dupatta.id), rating: '2' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await submit(asha, {
          orderId: String(bundle.id),
          orderType: 'bundle',
          productId: String(saree.id),
          rating: '4',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await submit(asha, { orderId: `B-${bundle.id}`, productId: String(dupatta.id), rating: '5' }))
        .statusCode,
    ).toBe(409);
    expect((await product(dupatta.id)).ratings).toEqual([5, 2]);
    expect((await product(dupatta.id)).averageRating).toBe(3.5);

    const mine = await postForUser(t.app, asha, '/api/getUserReviews');
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .filter((r: { orderId: string }) => r.orderId === `B-${bundle.id}`)
        .map((r: { productId: number }) => r.productId)
        .sort(),
    ).toEqual([saree.id, dupatta.id].sort());
  });

  it.each(['pending', 'paid', 'cancelled', 'returned'])('refuses a %s order', async (status) => {
    const order = await insertSingleOrder(t.db, asha.userId, dupatta.id, { status });
    const res = await submit(asha, { orderId: String(order.id), rating: '5' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_COMPLETED');
  });

  it("refuses someone else's order, unknown orders and a missing token", async () => {
    const orderId = await completedOrder(dupatta.id, meera);
    const theirs = await submit(asha, { orderId: String(orderId), rating: '5' });
    const missing = await submit(asha, { orderId: '999999', rating: '5' });
    // "Not yours" reads exactly as "not found": order numbers cannot be probed.
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await submit(null, { orderId: String(orderId), rating: '5' })).statusCode).toBe(401);
    const spoof = await submit(asha, { userId: String(meera.userId), orderId: String(orderId), rating: '5' });
    expect(spoof.statusCode).toBe(403);
    expect((await product(dupatta.id)).ratings).toEqual([5, 2]);
  });

  it.each(['0', '6', '3.5', 'five', '', '-1'])('refuses the rating %j', async (rating) => {
    const orderId = await completedOrder(dupatta.id);
    const res = await submit(asha, { orderId: String(orderId), rating });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Rating must be a whole number of stars from 1 to 5.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a file that is not an image by its bytes, and stores nothing', async () => {
    const orderId = await completedOrder(dupatta.id);
    const before = await uploadedFiles();
    const fake = await submit(asha, { orderId: String(orderId), rating: '5' }, [
      {
        field: 'image',
        filename: 'photo.jpg',
        data: Buffer.from('<svg onload=alert(1)></svg>'),
        type: 'image/jpeg',
      },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('INVALID_IMAGE');
    const broken = await submit(asha, { orderId: String(orderId), rating: '5' }, [
      {
        field: 'image',
        filename: 'photo.jpg',
        data: Buffer.concat([(await jpeg()).subarray(0, 20), Buffer.alloc(200, 7)]),
      },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual(before);
    expect((await product(dupatta.id)).ratings).toEqual([5, 2]);
    // The refused attempts left the order reviewable.
    expect((await submit(asha, { orderId: String(orderId), rating: '1' })).statusCode).toBe(201);
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const orderId = await completedOrder(dupatta.id);
    const before = await uploadedFiles();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await submit(asha, { orderId: String(orderId), rating: '5' }, [
      { field: 'image', filename: 'big.jpg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('IMAGE_TOO_LARGE');
    expect(await uploadedFiles()).toEqual(before);
    const page = await product(dupatta.id);
    expect(page.ratings).toEqual([5, 2, 1]);
  });

  it('refuses a JSON body and a second file', async () => {
    const orderId = await completedOrder(dupatta.id);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/submitFeedback',
      headers: asha.auth,
      payload: { orderId: String(orderId), rating: 5 },
    });
    expect(json.statusCode).toBe(400);
    const two = await submit(asha, { orderId: String(orderId), rating: '5' }, [
      { field: 'image', filename: 'a.jpg', data: await jpeg() },
      { field: 'image', filename: 'b.jpg', data: await jpeg() },
    ]);
    expect(two.statusCode).toBe(400);
  });

  it('limits reviews to 20 a minute from one address', async () => {
    const { payload, headers } = await multipartPayload({ orderId: '1', rating: '9' });
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/submitFeedback',
        remoteAddress: '10.61.0.1',
        payload,
        headers: { ...headers, ...asha.auth },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
