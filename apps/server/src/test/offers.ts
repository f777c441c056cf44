// The owner's offers made through the admin API, as her offers editor saves them.
import { expect } from 'vitest';
import type { TestAppWithAdmin } from './app-per-block.ts';

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
