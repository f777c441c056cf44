// The client sends what the shared contract types (api-contract.ts): query lists as repeated keys, empty values
// left out, JSON bodies. The @ts-expect-error lines are checked by `npm run typecheck`: a path the server does
// not have, or a body its request schema would refuse, does not compile.
import { FacetsQuerySchema } from '@zariya/shared/catalog';
import { CartDataRequestSchema } from '@zariya/shared/orders-api';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setApiTransport } from './api-client';

type Sent = { url: string; method: string | undefined; body: unknown };

function recordCalls(answer: unknown) {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    sent.push({
      url: String(url),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('api client', () => {
  it('sends a query list as repeated keys, leaves empty values out, and the server schema reads it back', async () => {
    const sent = recordCalls({ total: 0 });
    await api.get('/products/facets', {
      query: { brand: ['Biba', 'W'], color: [], size: undefined, discount: '30', category: 'Saree' },
    });
    expect(sent[0].url).toBe('/api/products/facets?brand=Biba&brand=W&discount=30&category=Saree');
    const params = new URL(sent[0].url, 'http://shop.test').searchParams;
    // As the server's query parser reads it: a repeated key is a list, a single one a string.
    const query = Object.fromEntries(
      [...new Set(params.keys())].map((key) => {
        const values = params.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
    expect(FacetsQuerySchema.parse(query)).toMatchObject({
      brand: ['Biba', 'W'],
      discount: 30,
      category: 'Saree',
    });
  });

  it('posts the body as JSON that the route schema accepts, and hands back the answer', async () => {
    const sent = recordCalls({ cart: [], cartCount: 0 });
    const answer = await api.post('/getCartData', { userId: '7' });
    expect(sent[0]).toMatchObject({ url: '/api/getCartData', method: 'POST', body: { userId: '7' } });
    expect(CartDataRequestSchema.safeParse(sent[0].body).success).toBe(true);
    expect(answer.cartCount).toBe(0);
  });

  it('refuses, at compile time, paths and bodies outside the contract', () => {
    recordCalls({});
    const calls = () => [
      // @ts-expect-error: the server has no such route
      api.get('/getEverything'),
      // @ts-expect-error: /getCartData needs the userId its schema requires
      api.post('/getCartData', {}),
      // @ts-expect-error: a status the owner cannot set
      api.post('/updateOrderStatus', { orderId: 1, userId: 1, status: 'shipped' }),
      // @ts-expect-error: a product id is a number
      api.delete('/products/abc'),
    ];
    expect(typeof calls).toBe('function');
  });
});
