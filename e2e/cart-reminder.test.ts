// Journey (issue 14 item 5): a logged-in shopper leaves a piece in her bag; the abandoned-cart job, run as if
// five hours had passed (its `now`), mails her one reminder; she follows its link back to /cart, then its stop
// link, and the page confirms that reminders are off; a tampered link is refused. The shop runs in this process
// (the real app, the built web app, an embedded database) so the journey can hand the job its clock.
import { CART_REMINDER_MESSAGES } from '@zariya/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema.ts';
import { loadNamedSecret } from '../apps/server/src/lib/secrets.ts';
import { remindAbandonedCarts } from '../apps/server/src/modules/notifications/cart-reminders.service.ts';
import { CART_REMINDER_SECRET } from '../apps/server/src/modules/notifications/notifications.plugin.ts';
import { readOutbox, signUpShopper } from '../apps/server/src/test/accounts.ts';
import { insertProduct } from '../apps/server/src/test/fixtures.ts';
import type { TestApp } from '../apps/server/src/test/harness.ts';
import { closeInTurn, startOwnShop } from './support/own-shop.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser } from './support/shopper.ts';

describe('abandoned-cart reminder and its stop link', () => {
  let t: TestApp;
  let session: Session;
  let base = '';
  let shopper: Awaited<ReturnType<typeof signUpShopper>>;

  beforeAll(async () => {
    ({ t, base } = await startOwnShop());
    const product = await insertProduct(t.db, {
      productname: 'Chanderi Silk Kurta',
      newPrice: 1890,
      stock: 6,
      sizes: ['M'],
      colors: ['Peach'],
    });
    shopper = await signUpShopper(t.app, { fullname: 'Ritu Sharma' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { userId: shopper.userId, product: product.id, size: 'M', color: 'Peach' },
      headers: shopper.auth,
    });
    expect(added.statusCode).toBeLessThan(300);
    session = await openBrowser();
  }, 120_000);
  afterAll(() => closeInTurn(session, t));

  const reminder = () =>
    readOutbox(t.app.mailer.outboxDir!).find(
      (m) =>
        m.headers.to?.includes(shopper.email) && m.headers.subject === 'Your Zariya bag is waiting for you',
    );

  it('mails one reminder five hours after her bag stopped changing, with a link back to the bag', async () => {
    const secret = await loadNamedSecret(t.db, CART_REMINDER_SECRET);
    const deps = { db: t.db, secret, publicUrl: base, sendMailLater: t.app.sendMailLater };
    expect(await remindAbandonedCarts(deps, new Date())).toBe(0);
    expect(await remindAbandonedCarts(deps, new Date(Date.now() + 5 * 3_600_000))).toBe(1);
    await expect.poll(() => reminder()?.text, { timeout: 10_000 }).toContain('Chanderi Silk Kurta × 1');
    expect(await remindAbandonedCarts(deps, new Date(Date.now() + 6 * 3_600_000))).toBe(0);

    const { page } = session;
    await loginInBrowser(page, shopper, `${base}/`);
    const cartLink = /Your bag: (\S+)/.exec(reminder()!.text)![1];
    expect(cartLink).toBe(`${base}/cart`);
    await page.goto(cartLink);
    await page.getByText('Chanderi Silk Kurta').first().waitFor();
  });

  it('stops reminders from the link in the e-mail, and refuses a tampered one', async () => {
    const { page } = session;
    const stopLink = /No more reminders like this: (\S+)/.exec(reminder()!.text)![1];
    expect(stopLink.startsWith(`${base}/cart-reminders/stop?u=${shopper.userId}&t=`)).toBe(true);

    await page.goto(`${stopLink}x`);
    await page.getByRole('alert').getByText(CART_REMINDER_MESSAGES.badLink).waitFor();
    const offOf = async () =>
      (await t.db.select({ off: users.cartRemindersOff }).from(users).where(eq(users.id, shopper.userId)))[0]
        .off;
    expect(await offOf()).toBe(false);

    await page.goto(stopLink);
    await page.getByRole('status').getByText(CART_REMINDER_MESSAGES.stopped).waitFor();
    await page.getByRole('link', { name: 'Go to your bag' }).waitFor();
    expect(await offOf()).toBe(true);
    await shootBothWidths(page, 'cart-reminders-stopped');
  });
});
