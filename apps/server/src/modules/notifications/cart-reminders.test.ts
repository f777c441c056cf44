// Abandoned-cart reminders through the real app: the job picks the right carts (time moved by passing `now`),
// a second run sends nothing, a new change earns one new reminder, and the signed stop link works while a bad
// one is refused with nothing changed.
import { CART_REMINDER_MESSAGES } from '@zariya/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartLines, users } from '../../db/schema.ts';
import { readOutbox, type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';
import { remindAbandonedCarts } from './cart-reminders.service.ts';
import { CART_REMINDER_SECRET } from './notifications.plugin.ts';

const HOUR = 3_600_000;
const SUBJECT = 'Your Zariya bag is waiting for you';

describe.each(databaseKinds())('abandoned-cart reminders on %s', (kind) => {
  let t: TestApp;
  let run: (now: Date) => Promise<number>;
  let p: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const secret = await loadNamedSecret(t.db, CART_REMINDER_SECRET);
    run = (now) =>
      remindAbandonedCarts(
        { db: t.db, secret, publicUrl: t.app.config.publicUrl, sendMailLater: t.app.sendMailLater },
        now,
      );
    p = await insertProduct(t.db, { newPrice: 125000, stock: 50, productname: 'Kanjivaram Bridal Saree' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const addToCart = async (s: Shopper, quantity = 1) =>
    expect(
      (
        await post(
          '/cart',
          { userId: s.userId, product: p.id, size: 'Free Size', color: 'Gold', quantity },
          s.auth,
        )
      ).statusCode,
    ).toBeLessThan(300);
  const remindersTo = (s: Shopper) =>
    readOutbox(t.app.mailer.outboxDir!).filter(
      (m) => m.headers.to?.includes(s.email) && m.headers.subject === SUBJECT,
    );
  const settle = () => new Promise((r) => setTimeout(r, 300));

  let asha: Shopper;

  it('reminds only full carts left 4 hours, not emptied, not ordered since, not stopped; once per change', async () => {
    asha = await signUpShopper(t.app, { fullname: 'Asha Deshpande' });
    const emptied = await signUpShopper(t.app);
    const ordered = await signUpShopper(t.app);
    const fresh = await signUpShopper(t.app);
    for (const s of [asha, emptied, ordered]) await addToCart(s);
    expect(
      (await post('/removeFromCart', { userId: emptied.userId, productId: p.id }, emptied.auth)).statusCode,
    ).toBe(200);
    await insertSingleOrder(t.db, ordered.userId, p.id);
    const t0 = Date.now();

    // One hour on: nobody is due.
    expect(await run(new Date(t0 + HOUR))).toBe(0);
    // Five hours on: Asha only.
    expect(await run(new Date(t0 + 5 * HOUR))).toBe(1);
    const mail = await vi.waitFor(
      () => {
        const [m] = remindersTo(asha);
        expect(m).toBeDefined();
        return m;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.text).toContain('Hello Asha Deshpande,');
    expect(mail.text).toContain('Kanjivaram Bridal Saree × 1 — ₹1,25,000 each');
    expect(mail.text).toContain(`Your bag: ${t.app.config.publicUrl}/cart`);
    expect(mail.text).toMatch(/No more reminders like this: http:\/\/\S+\/cart-reminders\/stop\?u=\d+&t=\S+/);
    expect(mail.html).toContain(`href="${t.app.config.publicUrl}/cart"`);
    expect(mail.html).toContain('₹1,25,000');

    // A second run, and one later still, send nothing more for the same change.
    expect(await run(new Date(t0 + 5 * HOUR))).toBe(0);
    expect(await run(new Date(t0 + 30 * HOUR))).toBe(0);
    // A cart left more than 7 days is not reminded at all.
    await addToCart(fresh);
    expect(await run(new Date(Date.now() + 8 * 24 * HOUR))).toBe(0);

    // Asha changes her cart: that change earns one reminder of its own, 4 hours later.
    const [line] = await t.db.select().from(cartLines).where(eq(cartLines.userId, asha.userId));
    const changed = await post(
      '/updateCartQuantity',
      { userId: asha.userId, lineId: line.id, quantity: 2 },
      asha.auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const t1 = Date.now();
    expect(await run(new Date(t1 + 2 * HOUR))).toBe(0);
    const due = await run(new Date(t1 + 5 * HOUR));
    expect(due).toBe(2); // Asha again, and the fresh cart (now 5 hours old)
    await settle();
    await vi.waitFor(() => expect(remindersTo(asha)).toHaveLength(2), { timeout: 10_000, interval: 50 });
    for (const s of [emptied, ordered]) expect(remindersTo(s)).toHaveLength(0);
  });

  it('stops reminders from the signed link; a bad or borrowed link is refused and changes nothing', async () => {
    const [mail] = remindersTo(asha);
    const [, u, token] = /\/cart-reminders\/stop\?u=(\d+)&t=(\S+)/.exec(mail.text)!;
    const other = await signUpShopper(t.app);
    const offOf = async (id: number) =>
      (await t.db.select({ off: users.cartRemindersOff }).from(users).where(eq(users.id, id)))[0].off;

    for (const [payload, status, message] of [
      [{ userId: u, token: `${token}x` }, 400, CART_REMINDER_MESSAGES.badLink],
      [{ userId: other.userId, token }, 400, CART_REMINDER_MESSAGES.badLink],
      [{ userId: 999_999, token }, 400, CART_REMINDER_MESSAGES.badLink],
      [{ userId: u }, 400, 'This link is not complete.'],
      [{ userId: 'abc', token }, 400, 'This link is not complete.'],
    ] as const) {
      const res = await post('/cart-reminders/stop', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toContain(message);
    }
    expect(await offOf(Number(u))).toBe(false);
    expect(await offOf(other.userId)).toBe(false);

    const ok = await post('/cart-reminders/stop', { userId: u, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: CART_REMINDER_MESSAGES.stopped });
    expect(await offOf(Number(u))).toBe(true);
    // Following it twice is fine.
    expect((await post('/cart-reminders/stop', { userId: u, token })).statusCode).toBe(200);

    // Her next change is not reminded.
    const [line] = await t.db.select().from(cartLines).where(eq(cartLines.userId, asha.userId));
    await post('/updateCartQuantity', { userId: asha.userId, lineId: line.id, quantity: 3 }, asha.auth);
    expect(await run(new Date(Date.now() + 5 * HOUR))).toBe(0);
  });
});
