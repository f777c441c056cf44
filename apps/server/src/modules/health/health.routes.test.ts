import { MESSAGES } from '@zariya/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

type OpenApiOperation = {
  responses?: Record<string, { content?: Record<string, { schema?: { required?: string[] } }> }>;
};

describe.each(databaseKinds())('health and the API envelope on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('reports a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('refuses malformed JSON with a readable 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"whatsappNumber": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('refuses wrong types with a 400 naming the problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      payload: { whatsappNumber: 98765 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.newsletterInvalid, code: 'VALIDATION_ERROR' });
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ whatsappNumber: '9'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: { 'content-type': 'application/xml' },
      payload: '<number>9876543210</number>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('asks for a JSON object when the body is something else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: { 'content-type': 'application/json' },
      payload: '"9876543210"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body must be a JSON object.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('keeps serving after bad requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('sends the security headers on API answers, errors and pages, without naming the framework', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await t.app.inject({ method: 'GET', url: '/saree' }),
      await t.app.inject({ method: 'GET', url: '/robots.txt' }),
    ];
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/newsletterSubscribe');
  });

  it("declares the { error, code } body on every API operation's 4xx answers", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations.filter(({ op }) => {
      const schema = op.responses?.['4XX']?.content?.['application/json']?.schema;
      return !(schema?.required?.includes('error') && schema.required.includes('code'));
    });
    expect(missing.map((m) => m.name)).toEqual([]);
  });

  it('gives every answer a request id, keeping a proxy’s plain id and replacing a forged one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42.a' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42.a');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': `x ${'y'.repeat(100)} {"level":60}` },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready when every shipped migration is applied, and says why not otherwise', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: kind });
    expect(ready.json().migrations).toBeGreaterThanOrEqual(11);
    // As if this build met an older database: the newest migration is missing.
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const behind = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ code: 'MIGRATIONS_PENDING' });
    expect(behind.json().error).toMatch(
      /^The database has \d+ of \d+ migrations; the shop is not ready yet\.$/,
    );
  });
});
