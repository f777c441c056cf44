// The owner's reads of the catalogue (issue 32 item 1): with her token and never from the browser's cache, where
// the public answer of the same address is kept for 30 s and showed her the price from before her save.
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/session';
import { getAdminProducts } from './get-admin-products';
import { getProductToEdit } from './get-product-to-edit';

type Sent = { url: string; cache: RequestCache | undefined; authorization: string | undefined };

function recordCalls(answer: unknown) {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({ url: String(url), cache: init.cache, authorization: headers.Authorization });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'X-Total-Count': '0' } });
  });
  return sent;
}

afterEach(() => sessionStorage.clear());

describe("the owner's catalogue reads", () => {
  it('ask for the list and the search with her token, past the browser cache', async () => {
    setAdminToken('owner-token');
    const sent = recordCalls([]);
    await getAdminProducts({ search: '', page: 1 });
    await getAdminProducts({ search: 'silk', page: 2 });
    expect(sent).toEqual([
      {
        url: '/api/products?sort=newest&page=1&limit=50',
        cache: 'no-store',
        authorization: 'Bearer owner-token',
      },
      { url: '/api/search', cache: 'no-store', authorization: 'Bearer owner-token' },
    ]);
  });

  it('open a product for editing as it is saved now', async () => {
    setAdminToken('owner-token');
    const sent = recordCalls({ id: 7 });
    await getProductToEdit(7);
    expect(sent).toEqual([
      { url: '/api/products/7', cache: 'no-store', authorization: 'Bearer owner-token' },
    ]);
  });
});
