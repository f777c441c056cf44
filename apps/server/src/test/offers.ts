// The owner's offers made through the admin API, as her offers editor saves them.
import type { CartData } from '@zariya/shared/orders-api';
import { expect } from 'vitest';
import type { Shopper } from './accounts.ts';
import type { ApiPost } from './api-calls.ts';
import type { TestAppWithAdmin } from './app-per-block.ts';
import { CHOICE, insertProduct } from './fixtures.ts';

/** Saves an offer with these terms as the owner (201 expected) and gives the answer's offer. */
export async function ownerMakesOffer<Offer = { id: number }>(
  t: TestAppWithAdmin,
  terms: Record<string, unknown>,
): Promise<Offer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    headers: t.admin,
    payload: terms,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().offer as Offer;
}

/**
 * Her bag of two lines that both kinds of discount share (line-discounts.test.ts works the shares out): a ₹1,999
 * saree and a ₹1,249 kurta of their own, an automatic "Festive ₹300 off above ₹2,999" on the two of them, and the
 * code PROMO2024 applied in the cart (200 expected). Gives the products, the offer and the cart's answer.
 */
export async function bagWithCodeAndOffer(t: TestAppWithAdmin, post: ApiPost, s: Shopper) {
  const saree = await insertProduct(t.db, { newPrice: 1999, oldPrice: null, category: 'Saree', stock: 5 });
  const kurta = await insertProduct(t.db, {
    newPrice: 1249,
    oldPrice: null,
    category: 'Women Ethnic',
    stock: 5,
  });
  const festive = await ownerMakesOffer(t, {
    name: 'Festive ₹300 off above ₹2,999',
    kind: 'flat',
    amountInr: 300,
    minCartInr: 2999,
    combinable: true,
    scope: { kind: 'products', productIds: [saree.id, kurta.id] },
  });
  for (const p of [saree, kurta]) {
    const added = await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s.auth);
    expect(added.statusCode, added.body).toBe(201);
  }
  const coupon = await post('/applyCoupon', { userId: s.userId, couponCode: 'PROMO2024' }, s.auth);
  expect(coupon.statusCode, coupon.body).toBe(200);
  return { saree, kurta, festive, cart: coupon.json() as CartData };
}
