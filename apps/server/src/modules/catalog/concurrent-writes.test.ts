// Product adds, edits and deletes at the same moment as purchases (the owner's desk in two tabs, a bulk tool,
// a sale): every write is answered, none with a 5xx, and the search-word list stays exact.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';
import { multipartPayload, solidJpeg } from '../../test/multipart.ts';

// Words shared by every product, so that concurrent writers meet on the same search-word rows.
const SHARED = 'Banarasi zari handloom festive';

const image = await solidJpeg(40, 50, '#aa3355');

describe.each(databaseKinds())('concurrent product writes on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  it('answers dozens of adds, edits, deletes and purchases at once without a 5xx', async () => {
    const existing = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        insertProduct(t.db, {
          productname: `${SHARED} saree ${i} ${['silk', 'cotton', 'chiffon', 'georgette'][i % 4]}`,
          description: `${SHARED} weave number ${i}`,
          newPrice: 1000,
          stock: 50,
          sizes: ['Free Size'],
          colors: ['Gold'],
        }),
      ),
    );
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUpShopper(t.app)));
    let address = 0;
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = t.admin) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        payload: payload as object,
        headers,
        remoteAddress: `10.7.0.${address++ % 250}`,
      });
    const add = async (i: number) => {
      const { payload, headers } = await multipartPayload(
        {
          brandname: 'Varanasi Weavers',
          productname: `${SHARED} new ${i}`,
          category: 'Saree',
          description: `${SHARED} fresh ${i}`,
          new_price: '1200',
          material: 'Silk',
          available: 'true',
          stock: '5',
          sizes_0: 'Free Size',
          color_0: 'red',
        },
        [{ field: 'image', filename: `p${i}.jpg`, type: 'image/jpeg', data: image }],
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        payload,
        headers: { ...headers, ...t.admin },
      });
    };
    const buy = async (i: number) => {
      const s = buyers[i % buyers.length];
      const p = existing[80 + (i % 10)];
      const order = await call(
        'POST',
        '/createOrder',
        { amount: singlePurchaseTotal(1000, 1, false), productId: p.id, quantity: 1, ...CHOICE },
        s.auth,
      );
      if (order.statusCode !== 201) return order;
      const paid = await call('POST', '/payments/test/pay', { orderId: order.json().id }, s.auth);
      const proof = paid.json() as Record<string, string>;
      return call('POST', '/saveOrder', { userId: s.userId, productId: p.id, ...CHOICE, ...proof }, s.auth);
    };
    const work: Array<() => Promise<{ statusCode: number; kind?: string }>> = [
      ...Array.from(
        { length: 12 },
        (_, i) => () => add(i).then((r) => ({ statusCode: r.statusCode, kind: 'add' })),
      ),
      ...Array.from(
        { length: 16 },
        (_, i) => () =>
          call('PUT', `/updateproducts/${existing[i].id}`, {
            brandname: 'Kashi',
            productname: `${SHARED} edited ${i} ${['tissue', 'organza'][i % 2]}`,
            new_price: 1100 + i,
            material: 'Silk',
            description: `${SHARED} renamed ${i}`,
          }),
      ),
      ...Array.from({ length: 60 }, (_, i) => () => call('DELETE', `/products/${existing[16 + i].id}`)),
      ...Array.from({ length: 16 }, (_, i) => () => buy(i)),
    ].sort(() => Math.random() - 0.5);
    // Eight at a time, as two owners and a bulk tool at once would.
    const answers: Array<{ statusCode: number; kind?: string }> = [];
    const queue = [...work];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) answers.push(await job());
      }),
    );
    expect(answers).toHaveLength(work.length);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.kind === 'add').map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const products = await t.db.execute(sql`select count(*)::int as n from products`);
    expect((products as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(90 + 12 - 60);
    // The word list still counts exactly the products that use each word.
    const drift = await t.db.execute(sql`
      select count(*)::int as n from (
        select w.word, count(*) as products from products p
        cross join lateral products_search_words(p.brandname, p.productname, p.category, p.colors, p.material, p.description) as w(word)
        group by w.word
      ) truth full join search_words s on s.word = truth.word
      where coalesce(s.products, 0) <> coalesce(truth.products, 0)`);
    expect((drift as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
  }, 120_000);
});
