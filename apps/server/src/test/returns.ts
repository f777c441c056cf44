// A shopper's return walked to its refund through the API, as the return form and the owner's returns desk do it.
import type { ReturnView } from '@zariya/shared/returns';
import { expect } from 'vitest';
import { multipartPayload } from './multipart.ts';

type Post = (
  url: string,
  payload: unknown,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string; json: () => unknown }>;

/**
 * Asks for a return of these pieces (with one photo) as the shopper of `shopperAuth`, then moves it as the owner
 * through approved, picked up, received to refunded (a COD refund with the transfer's reference); answers the
 * return as asked. `post` sends to `/api<url>`.
 */
export async function returnedToRefund(
  post: Post,
  auth: { shopper: Record<string, string>; admin: Record<string, string> },
  orderId: string,
  items: Array<{ lineId: number; quantity: number }>,
  photo: Buffer,
  cod = false,
): Promise<ReturnView> {
  const { payload, headers } = await multipartPayload(
    { orderId, kind: 'return', reason: 'size_issue', items: JSON.stringify(items) },
    [{ field: 'photo', filename: 'kurta.jpg', data: photo }],
  );
  const asked = await post('/returns', payload, { ...headers, ...auth.shopper });
  expect(asked.statusCode, asked.body).toBe(201);
  const view = asked.json() as ReturnView;
  for (const to of ['approved', 'picked_up', 'received', 'refunded']) {
    const body = to === 'refunded' && cod ? { to, note: 'UTR 4471' } : { to };
    const moved = await post(`/admin/returns/${view.id}/move`, body, auth.admin);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return view;
}
