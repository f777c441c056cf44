// Issue 26 through the API on both databases: invitations (48 hours, once), the two-step sign-in with codes
// computed here with the same library (accepted within the clock-skew window, refused when replayed), recovery
// codes (once), roles and removal taking effect on the next request, sessions, and the audit log (before/after of
// a price, a stock count, an order status, a refund, a role; no way to change or remove an entry; CSV).
import type { PaymentResult } from '@zariya/shared/orders-api';
import { STAFF_MESSAGES, TOTP_PERIOD_SECONDS } from '@zariya/shared/staff';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { staffInvitations, staffRoles } from '../../db/schema.ts';
import { lastMailTo, type Shopper, signUpShopper } from '../../test/accounts.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';
import { databaseKinds, TEST_ADMIN_PASSWORD } from '../../test/harness.ts';

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_SECONDS }).generate({
    timestamp: at,
  });

const STRONG = 'Monsoon-kite-over-Jaipur-47';

describe.each(databaseKinds())('staff accounts on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  let net = 0;
  const ip = () => `10.26.${Math.floor(++net / 250)}.${net % 250}`;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
      remoteAddress: ip(),
    });
  const owner = () => t.admin.authorization.replace('Bearer ', '');

  const roleId = async (preset: string) =>
    (await t.db.select().from(staffRoles).where(eq(staffRoles.preset, preset)))[0].id;

  /** Invites `email` with the preset role and answers the token of the link in the e-mail. */
  async function invite(email: string, preset: string, name = 'Meera Packer'): Promise<string> {
    const res = await call('POST', '/admin/staff/invite', owner(), {
      email,
      name,
      roleId: await roleId(preset),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(t.app.mailer.outboxDir!, email, 'invitation');
    const token = /admin-invitation#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  /** Accepts an invitation: the person's session token, secret and recovery codes. */
  async function accept(token: string) {
    const info = await call('POST', '/admin/invitation', undefined, { token });
    expect(info.statusCode, info.body).toBe(200);
    const { totpSecret, otpauthUri } = info.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    const res = await call('POST', '/admin/invitation/accept', undefined, {
      token,
      password: STRONG,
      totpSecret,
      code: codeAt(totpSecret, Date.now()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token: session, recoveryCodes } = res.json();
    return {
      session: session as string,
      secret: totpSecret as string,
      recoveryCodes: recoveryCodes as string[],
    };
  }

  const signIn = async (email: string, code: string) => {
    const first = await call('POST', '/admin/staff-login', undefined, { email, password: STRONG });
    expect(first.statusCode, first.body).toBe(200);
    return call('POST', '/admin/staff-login/code', undefined, { ticket: first.json().ticket, code });
  };

  it('an invitation works once, within 48 hours; a weak password or wrong code changes nothing', async () => {
    const token = await invite('asha@zariya.test', 'catalogue', 'Asha');
    const info = (await call('POST', '/admin/invitation', undefined, { token })).json();
    const weak = await call('POST', '/admin/invitation/accept', undefined, {
      token,
      password: 'password1',
      totpSecret: info.totpSecret,
      code: codeAt(info.totpSecret, Date.now()),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const wrongCode = await call('POST', '/admin/invitation/accept', undefined, {
      token,
      password: STRONG,
      totpSecret: info.totpSecret,
      code: codeAt(info.totpSecret, Date.now() + 10 * 60_000),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ error: STAFF_MESSAGES.wrongCode, code: 'CODE_WRONG' });

    const { session, recoveryCodes } = await accept(token);
    expect(recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/admin/me', session)).json()).toMatchObject({
      name: 'Asha',
      roleName: 'Catalogue',
    });

    const again = await call('POST', '/admin/invitation', undefined, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: STAFF_MESSAGES.invitationUsed, code: 'INVITATION_USED' });

    const late = await invite('ravi@zariya.test', 'orders', 'Ravi');
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, 'ravi@zariya.test'));
    const expired = await call('POST', '/admin/invitation', undefined, { token: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: STAFF_MESSAGES.invitationExpired, code: 'INVITATION_EXPIRED' });
    const unknown = await call('POST', '/admin/invitation', undefined, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
  });

  it('signs in with password and code: the next step accepted (clock skew), a replayed code refused', async () => {
    const { secret } = await accept(await invite('kiran@zariya.test', 'orders', 'Kiran'));
    const wrongPassword = await call('POST', '/admin/staff-login', undefined, {
      email: 'kiran@zariya.test',
      password: 'not-it',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error).toBe(STAFF_MESSAGES.wrongSignIn);

    // The enrolment took the current step; the code of the next 30 s is within the window.
    const next = codeAt(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);
    const ok = await signIn('kiran@zariya.test', next);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const replay = await signIn('kiran@zariya.test', next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: STAFF_MESSAGES.replayedCode, code: 'CODE_REPLAYED' });
    const older = await signIn('kiran@zariya.test', codeAt(secret, Date.now()));
    expect(older.json().code).toBe('CODE_REPLAYED');
    const far = await signIn('kiran@zariya.test', codeAt(secret, Date.now() + 5 * 60_000));
    expect(far.json()).toEqual({ error: STAFF_MESSAGES.wrongCode, code: 'CODE_WRONG' });
  });

  it('a recovery code signs in once', async () => {
    const { recoveryCodes } = await accept(await invite('lata@zariya.test', 'support', 'Lata'));
    const first = await signIn('lata@zariya.test', recoveryCodes[3].toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const second = await signIn('lata@zariya.test', recoveryCodes[3]);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('CODE_WRONG');
  });

  it('refuses calls outside the role with a readable 403; a changed role and a removal count on the next request', async () => {
    const { session } = await accept(await invite('dev@zariya.test', 'catalogue', 'Dev'));
    const orders = await call('GET', '/getAllOrders', session);
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({
      error: 'Your role does not allow you to see orders. Ask the owner.',
      code: 'FORBIDDEN',
    });
    expect((await call('GET', '/admin/products/1/variants', session)).statusCode).not.toBe(403);
    expect((await call('GET', '/admin/staff', session)).statusCode).toBe(403);

    const me = (await call('GET', '/admin/me', session)).json();
    const changed = await call('PUT', `/admin/staff/${me.id}/role`, owner(), {
      roleId: await roleId('orders'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/getAllOrders', session)).statusCode).toBe(200);

    const removed = await call('DELETE', `/admin/staff/${me.id}`, owner());
    expect(removed.statusCode).toBe(200);
    const after = await call('GET', '/getAllOrders', session);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('ADMIN_REQUIRED');
    const signInAgain = await call('POST', '/admin/staff-login', undefined, {
      email: 'dev@zariya.test',
      password: STRONG,
    });
    expect(signInAgain.statusCode).toBe(401);
  });

  it('ends a session on its next request, by the person or by the owner', async () => {
    const { session, secret } = await accept(await invite('nisha@zariya.test', 'support', 'Nisha'));
    const other = (await signIn('nisha@zariya.test', codeAt(secret, Date.now() + 30_000))).json()
      .token as string;
    const list = (await call('GET', '/admin/me/sessions', session)).json() as Array<{
      id: number;
      current: boolean;
    }>;
    expect(list).toHaveLength(2);
    const otherId = list.find((s) => !s.current)!.id;
    expect((await call('DELETE', `/admin/sessions/${otherId}`, session)).statusCode).toBe(200);
    expect((await call('GET', '/admin/session', other)).statusCode).toBe(401);
    expect((await call('GET', '/admin/session', session)).statusCode).toBe(200);

    const me = (await call('GET', '/admin/me', session)).json();
    const byOwner = (await call('GET', `/admin/staff/${me.id}/sessions`, owner())).json() as Array<{
      id: number;
    }>;
    expect((await call('DELETE', `/admin/sessions/${byOwner[0].id}`, owner())).statusCode).toBe(200);
    expect((await call('GET', '/admin/session', session)).statusCode).toBe(401);
    expect((await call('DELETE', '/admin/sessions/99999999999', owner())).statusCode).toBe(400);
  });

  it('refuses a role without a name, a last owner removing themselves, and a preset changed', async () => {
    const noName = await call('POST', '/admin/roles', owner(), { name: '  ', permissions: ['orders:view'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(STAFF_MESSAGES.roleNameRequired);
    const me = (await call('GET', '/admin/me', owner())).json();
    const self = await call('DELETE', `/admin/staff/${me.id}`, owner());
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: STAFF_MESSAGES.lastOwner, code: 'LAST_OWNER' });
    const preset = await call('PUT', `/admin/roles/${await roleId('orders')}`, owner(), {
      name: 'Orders',
      permissions: ['orders:view'],
    });
    expect(preset.statusCode).toBe(409);

    const custom = await call('POST', '/admin/roles', owner(), {
      name: 'Packer',
      permissions: ['orders:edit'],
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const roles = (await call('GET', '/admin/roles', owner())).json() as Array<{ id: number; name: string }>;
    expect(roles.map((r) => r.name)).toEqual([
      'Owner',
      'Catalogue',
      'Orders',
      'Support',
      'Accounts',
      'Packer',
    ]);
  });

  it('nobody gives a role that opens more than their own', async () => {
    const made = await call('POST', '/admin/roles', owner(), {
      name: 'Team lead',
      permissions: ['staff:edit', 'orders:edit', 'returns:edit', 'products:view', 'customers:view'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const roles = (await call('GET', '/admin/roles', owner())).json() as Array<{ id: number; name: string }>;
    const lead = roles.find((r) => r.name === 'Team lead')!;
    const { session } = await accept(await invite('lead@zariya.test', 'orders', 'Lead'));
    const me = (await call('GET', '/admin/me', session)).json();
    expect((await call('PUT', `/admin/staff/${me.id}/role`, owner(), { roleId: lead.id })).statusCode).toBe(
      200,
    );
    const toOwner = await call('PUT', `/admin/staff/${me.id}/role`, session, {
      roleId: await roleId('owner'),
    });
    expect(toOwner.statusCode).toBe(403);
    const inviteOwner = await call('POST', '/admin/staff/invite', session, {
      email: 'friend@zariya.test',
      name: 'Friend',
      roleId: await roleId('owner'),
    });
    expect(inviteOwner.statusCode).toBe(403);
    const invitePacker = await call('POST', '/admin/staff/invite', session, {
      email: 'packer2@zariya.test',
      name: 'Packer Two',
      roleId: await roleId('orders'),
    });
    expect(invitePacker.statusCode, invitePacker.body).toBe(200);
  });

  it('the owner adds her code, requires it for everyone, and then signs in at /admin-password with it', async () => {
    const early = await call('PUT', '/admin/staff/require-totp', owner(), { required: true });
    expect(early.statusCode).toBe(409);
    const { totpSecret } = (await call('POST', '/admin/me/totp/start', owner())).json();
    const confirmed = await call('POST', '/admin/me/totp', owner(), {
      totpSecret,
      code: codeAt(totpSecret, Date.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('PUT', '/admin/staff/require-totp', owner(), { required: true })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/admin/staff', owner())).json().requireTotp).toBe(true);

    const without = await call('POST', '/admin/login', undefined, { password: TEST_ADMIN_PASSWORD });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ error: STAFF_MESSAGES.codeRequired, code: 'CODE_REQUIRED' });
    const withCode = await call('POST', '/admin/login', undefined, {
      password: TEST_ADMIN_PASSWORD,
      code: codeAt(totpSecret, Date.now() + 30_000),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(Object.keys(withCode.json())).toEqual(['token']);
  });

  it('records before and after of a price, a stock count, an order status, a refund and a role; never changed', async () => {
    const { session } = await accept(await invite('priya@zariya.test', 'catalogue', 'Priya'));
    const product = await insertProduct(t.db, { newPrice: 1200, oldPrice: 1500, stock: 8 });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${product.id}`,
      headers: { authorization: `Bearer ${session}` },
      payload: {
        brandname: product.brandname,
        productname: product.productname,
        category: product.category,
        description: product.description,
        new_price: '999',
        old_price: '1500',
        material: product.material,
        available: 'true',
        stock: '5',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const entries = async (q: string) =>
      (await call('GET', `/admin/audit?${q}`, owner())).json().entries as Array<{
        staffName: string;
        action: string;
        entity: string;
        entityId: string;
        changes: Array<{ field: string; before: unknown; after: unknown }>;
      }>;
    const [priceEntry] = await entries(`entity=product&entityId=${product.id}`);
    expect(priceEntry).toMatchObject({ staffName: 'Priya', action: 'update', entity: 'product' });
    expect(priceEntry.changes).toEqual(
      expect.arrayContaining([
        { field: 'newPrice', before: 1200, after: 999 },
        { field: 'stock', before: 8, after: 5 },
      ]),
    );

    // An order status change and a refund, by the owner.
    const shopper = await signUpShopper(t.app);
    const order = await insertSingleOrder(t.db, shopper.userId, product.id, { status: 'pending' });
    const status = await call('POST', '/updateOrderStatus', owner(), {
      orderId: String(order.id),
      userId: shopper.userId,
      status: 'cancelled',
    });
    expect(status.statusCode, status.body).toBe(200);
    const [statusEntry] = await entries(`entity=order&entityId=${order.id}`);
    expect(statusEntry.action).toBe('status');
    expect(statusEntry.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'status', before: 'pending' })]),
    );

    const paid = await buySingle(shopper, (await insertProduct(t.db, { newPrice: 1200 })).id);
    const cancel = await call('POST', '/updateOrderStatus', owner(), {
      orderId: String(paid.id),
      userId: shopper.userId,
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = await call('POST', '/admin/refunds', owner(), { orderId: String(paid.id), amount: 300 });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    const [refundEntry] = await entries(`entity=refund&entityId=${paid.id}`);
    expect(refundEntry.action).toBe('refund');
    expect(refundEntry.changes).toEqual(
      expect.arrayContaining([
        { field: 'refunds', before: 0, after: 1 },
        { field: 'refundedRupees', before: 0, after: 300 },
      ]),
    );

    // A role change.
    const me = (await call('GET', '/admin/me', session)).json();
    await call('PUT', `/admin/staff/${me.id}/role`, owner(), { roleId: await roleId('support') });
    const [roleEntry] = await entries(`entity=staff&entityId=${me.id}&action=role`);
    expect(roleEntry.changes).toEqual([{ field: 'role', before: 'Catalogue', after: 'Support' }]);

    // Nothing in the shop can change or remove an entry.
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'done',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(t.db.execute(sql`update audit_log set staff_name = 'someone else'`))).toMatch(
      /audit_log is append-only: UPDATE refused/,
    );
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    expect((await entries('entity=product')).length).toBeGreaterThan(0);

    // The owner's CSV, filtered by person.
    const csv = await call('GET', `/admin/audit.csv?staffId=${me.id}`, owner());
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('at,staff,ip,action,entity,entity id,field,before,after');
    expect(csv.body).toContain(',Priya,');
    expect(csv.body).toContain(',newPrice,1200,999');
    // Others may not read it.
    expect((await call('GET', '/admin/audit', session)).statusCode).toBe(403);
  });

  async function buySingle(s: Shopper, productId: number) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/createOrder',
      headers: s.auth,
      payload: { userId: s.userId, amount: 1200, productId, quantity: 1, ...CHOICE },
    });
    expect(created.statusCode, created.body).toBe(201);
    const result = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/test/pay',
        headers: s.auth,
        payload: { orderId: created.json().id },
      })
    ).json() as PaymentResult;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saveOrder',
      headers: s.auth,
      payload: { userId: s.userId, productId, quantity: 1, ...CHOICE, ...result },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json().order as { id: number };
  }
});
