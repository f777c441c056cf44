// Fuzz test over every route of the OpenAPI document: valid, boundary and random path parameters, query
// strings and bodies (JSON, broken JSON, multipart and broken multipart), as a visitor, a shopper and the
// owner. No answer may be a 5xx, and the shop must still answer afterwards.
// FUZZ_RUNS (requests per route, default 100) and FUZZ_SEED change the run; bench/RESULTS.md has the figures.
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpShopper } from './test/accounts.ts';
import { insertProduct } from './test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from './test/harness.ts';
import { multipartPayload } from './test/multipart.ts';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
type Route = { method: string; path: string; op: Operation };
type Known = { userId: number; productId: number; otherUserId: number };
type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Numbers at and past every edge an id, a price or a quantity has. */
const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  2,
  100,
  101,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  99_999_999_999,
  9_999_999_999_999,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  0.5,
  -0.0001,
  1e-320,
];
/** Text that has broken servers: control characters, ids past the integer range, huge and odd text. */
const BOUNDARY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007bell',
  '\u001b[31m',
  'line\r\nbreak',
  '\u0085next',
  '\u202eevil',
  '\ud800',
  '😀🧵',
  '99999999999',
  '9999999999999',
  '2147483648',
  '2147483647',
  '-1',
  '0',
  '1e5',
  '0x10',
  'B-99999999999',
  'B-2147483648',
  'B-0',
  'NaN',
  'null',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
  'PROMO2024',
  'Saree',
  'Free Size',
  'Maroon',
  'As per the image',
  '560001',
  '9876543210',
  'asha@example.in',
  'pending',
  'paid',
  'B-1',
];
const ODD_VALUES: unknown[] = [null, true, false, [], {}, [null], { a: 1 }, [[[]]]];

const anyJson = fc.jsonValue({ maxDepth: 2 });
const boundaryNumber = fc.constantFrom(...BOUNDARY_NUMBERS);
const boundaryString = fc.constantFrom(...BOUNDARY_STRINGS);
const boundary = fc.oneof(boundaryNumber, boundaryString, fc.constantFrom(...ODD_VALUES));

/** Values for a field of this schema: mostly of its type, often at an edge, sometimes of any type. */
/** Values a real shopper or owner would send, by field name, so that many requests get past validation. */
const VALID_BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz.${n}@example.in`),
  contact: fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String),
  mobileNumber: fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String),
  whatsappNumber: fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }).map(String),
  password: fc.constantFrom('Saree-lover-2026', 'a-long-passphrase'),
  fullname: fc.constantFrom('Asha Verma', 'Meera Nair'),
  addressLine1: fc.constant('12 MG Road'),
  city: fc.constant('Bengaluru'),
  state: fc.constant('Karnataka'),
  postalCode: fc.constantFrom('560001', '110001'),
  country: fc.constant('India'),
  size: fc.constantFrom('Free Size', ''),
  color: fc.constantFrom('Maroon', 'As per the image', ''),
  quantity: fc.integer({ min: 1, max: 3 }),
  couponCode: fc.constant('PROMO2024'),
  query: fc.constantFrom('saree', 'silk', 'cotton kurta'),
  subject: fc.constant('Late delivery'),
  description: fc.constant('My order has not arrived.'),
  adminResponse: fc.constant('Sorry, it is on its way.'),
  otp: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
};

function valueFor(schema: JsonSchema | undefined, known: Known, name = '', depth = 0): fc.Arbitrary<unknown> {
  const typed = typedValue(schema, known, name, depth);
  const valid = VALID_BY_NAME[name];
  return fc.oneof(
    { arbitrary: valid ?? typed, weight: valid ? 5 : 0 },
    { arbitrary: typed, weight: 6 },
    { arbitrary: boundary, weight: 3 },
    { arbitrary: anyJson, weight: 1 },
  );
}

function idsFor(name: string, known: Known): fc.Arbitrary<unknown> | null {
  if (/^userId$/i.test(name))
    return fc.constantFrom(
      known.userId,
      String(known.userId),
      known.otherUserId,
      2_147_483_648,
      '99999999999',
    );
  if (/^(productId|product|id|_id)$/.test(name))
    return fc.constantFrom(
      known.productId,
      String(known.productId),
      1,
      2_147_483_647,
      99_999_999_999,
      '99999999999',
    );
  if (/(orderId|lineId|ticketId|cartLineId)$/i.test(name))
    return fc.constantFrom(1, '1', 'B-1', 2, '2147483647', '2147483648', 'B-99999999999', 9_999_999_999_999);
  return null;
}

function typedValue(
  schema: JsonSchema | undefined,
  known: Known,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const ids = idsFor(name, known);
  if (!schema || depth > 4) return ids ?? anyJson;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) {
    const arbs = choices.map((s) => typedValue(s, known, name, depth + 1));
    return ids ? fc.oneof(ids, ...arbs) : fc.oneof(...arbs);
  }
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = valueFor(sub, known, key, depth + 1);
      const requiredKeys = Object.keys(props).filter((k) => required.has(k));
      const record = fc.record(model, { requiredKeys });
      // Every field as a real caller would fill it, so that sign-ups, carts and tickets get made too.
      const plausibleModel: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props))
        plausibleModel[key] =
          VALID_BY_NAME[key] ?? idsFor(key, known) ?? typedValue(sub, known, key, depth + 1);
      const plausible = fc.record(plausibleModel, { requiredKeys });
      return fc.oneof(
        { arbitrary: record, weight: 6 },
        { arbitrary: plausible, weight: 3 },
        { arbitrary: fc.dictionary(fc.string(), anyJson), weight: 1 },
      );
    }
    case 'array':
      return fc.array(valueFor(schema.items, known, name, depth + 1), { maxLength: 4 });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        ids ?? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        boundaryNumber,
      );
    }
    case 'string':
      return fc.oneof(
        ids ?? fc.string({ maxLength: 40 }),
        boundaryString,
        fc.string({ unit: 'binary', maxLength: 20 }),
      );
    case 'boolean':
      return fc.boolean();
    default:
      return ids ?? anyJson;
  }
}

/** Percent-encoded, except that '%' goes through as it is (so '%00' arrives as NUL, '%' alone as bad encoding). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text).replace(/%25/g, '%');
  } catch {
    // A lone surrogate: sent as the invalid UTF-8 it would be.
    return '%ED%A0%80';
  }
}

function queryString(params: NonNullable<Operation['parameters']>, values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const p of params.filter((x) => x.in === 'query')) {
    const value = values[p.name];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${p.name}=${encode(item)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A multipart body: the real form with fuzzed field values, or bytes no parser can read. */
const multipartBody = (
  known: Known,
): fc.Arbitrary<Promise<{ payload: Buffer; headers: Record<string, string> }>> =>
  fc.oneof(
    fc
      .record(
        {
          brandname: fc.oneof(fc.string(), boundaryString),
          productname: fc.oneof(fc.string(), boundaryString),
          category: fc.constantFrom('Saree', 'Accessories', 'Nope', '\u0000'),
          new_price: fc.oneof(fc.integer().map(String), boundaryString),
          material: fc.oneof(fc.string(), boundaryString),
          sizes_0: boundaryString,
          color_0: boundaryString,
          specifications_Fabric: boundaryString,
          orderId: fc.oneof(fc.constantFrom('1', 'B-1', '99999999999', 'B-2147483648'), boundaryString),
          productId: fc.oneof(fc.constant(String(known.productId)), boundaryString),
          rating: fc.oneof(fc.integer({ min: -2, max: 7 }).map(String), boundaryString),
          feedback: boundaryString,
          userId: fc.constantFrom(String(known.userId), '99999999999', ''),
        },
        { requiredKeys: [] },
      )
      .chain((fields) =>
        fc
          .boolean()
          .map((withFile) =>
            multipartPayload(
              Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
              withFile ? [{ field: 'image', filename: 'x.jpg', data: Buffer.from('not an image') }] : [],
            ),
          ),
      ),
    fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary="unterminated',
        ),
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.constantFrom(
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
            '--x\r\nfoo\r\n\r\n--x--',
            '--x--',
            '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\u0000\u0000',
          ),
        ),
      )
      .map(async ([type, body]) => ({ payload: Buffer.from(body), headers: { 'content-type': type } })),
  );

function requestFor(
  route: Route,
  known: Known,
  auth: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<Promise<FuzzRequest>> {
  const params = route.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const pathValues = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          fc.constantFrom(
            String(known.productId),
            '1',
            'B-1',
            '2147483647',
            '2147483648',
            '99999999999',
            '9999999999999',
          ),
          boundaryString,
          fc.string({ maxLength: 12 }),
        ),
      ]),
    ),
  );
  const queryModel = Object.fromEntries(
    params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema, known, p.name)]),
  );
  const queryValues = fc.record(queryModel, { requiredKeys: [] });
  const jsonSchema = route.op.requestBody?.content?.['application/json']?.schema;
  const isMultipart = route.path === '/api/addproduct' || route.path === '/api/submitFeedback';
  const body: fc.Arbitrary<Promise<{ payload?: string | Buffer; headers: Record<string, string> }>> =
    isMultipart
      ? multipartBody(known)
      : fc.oneof(
          {
            arbitrary: valueFor(jsonSchema ?? { type: 'object' }, known).map(async (v) => ({
              payload: JSON.stringify(v) ?? 'null',
              headers: { 'content-type': 'application/json' },
            })),
            weight: 8,
          },
          {
            arbitrary: fc
              .tuple(
                fc.constantFrom(
                  'application/json',
                  'text/plain',
                  'application/x-www-form-urlencoded',
                  'application/octet-stream',
                ),
                fc.string({ unit: 'binary', maxLength: 200 }),
              )
              .map(async ([type, text]) => ({ payload: text, headers: { 'content-type': type } })),
            weight: 1,
          },
          { arbitrary: fc.constant(Promise.resolve({ headers: {} })), weight: 1 },
        );
  return fc
    .tuple(pathValues, queryValues, body, auth)
    .map(async ([pathValue, query, bodyPromise, authHeaders]) => {
      let url = route.path;
      for (const [name, value] of Object.entries(pathValue)) url = url.replace(`{${name}}`, encode(value));
      url += queryString(params, query);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const { payload, headers } = withBody ? await bodyPromise : { payload: undefined, headers: {} };
      return { method: route.method, url, headers: { ...headers, ...authHeaders }, payload };
    });
}

/** Routes whose real credentials must not be spent by the fuzzer (it would end its own sessions). */
const SESSION_ENDING = new Set([
  '/api/logout',
  '/api/admin/logout',
  // Signs one device out: with a real session id it would end the fuzzer's own.
  '/api/account/sessions/{id}/signout',
]);

describe.each(databaseKinds())('no input gives a 5xx on %s', (kind) => {
  let t: TestApp;
  let known: Known;
  let userToken: string;
  let ownerToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, {});
    const shopper = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    const product = await insertProduct(t.db);
    known = { userId: shopper.userId, productId: product.id, otherUserId: other.userId };
    userToken = shopper.token;
    ownerToken = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  it('answers every route of the OpenAPI document without a 5xx, and still answers afterwards', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes: Route[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    expect(routes.length).toBeGreaterThan(40);

    const failures: string[] = [];
    let requests = 0;
    const byStatus = new Map<number, number>();
    const started = Date.now();
    for (const [index, route] of routes.entries()) {
      // Mostly the credentials the route takes (found by one call with each), so that most requests get past
      // the guard; sometimes none, the other one, or a broken one.
      const user = { authorization: `Bearer ${userToken}` };
      const owner = { authorization: `Bearer ${ownerToken}` };
      const probe = async (headers: Record<string, string>) =>
        (
          await t.app.inject({
            method: route.method as 'GET',
            url: route.path.replace(/\{\w+\}/g, '1'),
            headers,
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          })
        ).statusCode !== 401;
      const right = SESSION_ENDING.has(route.path)
        ? {}
        : (await probe(user))
          ? user
          : (await probe(owner))
            ? owner
            : {};
      const credentials = SESSION_ENDING.has(route.path)
        ? fc.constant({ authorization: 'Bearer not-a-real-token-0123456789' })
        : fc.oneof(
            { arbitrary: fc.constant(right), weight: 12 },
            {
              arbitrary: fc.constantFrom<Record<string, string>>(
                {},
                user,
                owner,
                { authorization: 'Bearer \u0000' },
                { authorization: `Bearer ${'A'.repeat(600)}` },
              ),
              weight: 3,
            },
          );
      const samples = fc.sample(requestFor(route, known, credentials), {
        numRuns: RUNS_PER_ROUTE,
        seed: SEED + index,
      });
      for (const pending of samples) {
        const request = await pending;
        requests += 1;
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          // A new address each time, so that rate limits do not turn the rest of the run into 429s.
          remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        });
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) {
          failures.push(
            `${res.statusCode} ${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 300)} → ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `fuzz on ${kind}: ${routes.length} routes, ${requests} requests, ${failures.length} answers of 5xx, ${seconds.toFixed(1)} s (seed ${SEED}); by status: ${[
        ...byStatus,
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);

    // Still serving: health, a product (the fuzzed owner may have deleted the first), the shopper's own cart.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const product = await insertProduct(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(200);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/getCartData',
      headers: { authorization: `Bearer ${userToken}` },
      payload: { userId: known.userId },
    });
    expect(cart.statusCode).toBe(200);
  }, 240_000);
});
