// A product read back in a test as the shop answers it: its page, and the owner's variant grid.
import type { Product } from '@zariya/shared/product';
import type { AdminVariant } from '@zariya/shared/variants';
import { expect } from 'vitest';
import type { TestAppWithAdmin } from './app-per-block.ts';
import type { TestApp } from './harness.ts';

/** The product's page (GET /api/products/:id), which must answer 200. */
export async function productPage(t: Pick<TestApp, 'app'>, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Product;
}

/** The owner's variant grid of the product (GET /api/admin/products/:id/variants), which must answer 200. */
export async function variantGrid(t: TestAppWithAdmin, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${id}/variants`,
    headers: t.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { stockMode: string; stock: number | null; variants: AdminVariant[] };
}
