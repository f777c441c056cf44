// Journey: the owner opens the admin home and reads the dashboard; a shopper then buys a piece and raises a ticket,
// the owner adds a product with one piece left; after a reload today's orders and revenue, the chart's table, open
// tickets and low stock show them. Screenshots at 390 px and 1280 px.
import type { Dashboard } from '@zariya/shared/dashboard-api';
import { formatInr } from '@zariya/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOME_LINKS, addProductAsOwner, adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { buyOnePiece, shopperApi, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const dashboardNow = () => adminApi<Dashboard>('GET', '/api/admin/dashboard');

describe("the owner's dashboard", () => {
  let owner: Session;
  let before: Dashboard;

  beforeAll(async () => {
    before = await dashboardNow();
    owner = await openBrowser(DESKTOP);
    await openAdmin(owner.page, '/admin');
  });
  afterAll(async () => owner?.close());

  it("shows today's and this month's figures above the shop's links", async () => {
    const page = owner.page;
    const today = page.getByRole('group', { name: 'Today' });
    await expect.poll(() => today.textContent()).toContain(formatInr(before.today.revenue));
    expect(await page.getByRole('group', { name: 'This month' }).textContent()).toContain(
      formatInr(before.month.revenue),
    );
    expect(
      await page.getByRole('img', { name: 'Orders and revenue per day, last 30 days', exact: true }).count(),
    ).toBe(1);
    for (const name of ADMIN_HOME_LINKS) {
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
  });

  it('counts a new paid order, a new ticket and a product running low after a reload', async () => {
    const shopper = await signUpShopper(shopUrl(), `Dashjourney ${Date.now().toString(36)}`);
    const order = await buyOnePiece(shopper);
    await shopperApi(shopper, '/createTicket', {
      userId: shopper.userId,
      orderId: order.orderRef,
      problemType: 'Shipping Delay',
      subject: 'Where is my saree?',
      description: 'It has not shipped yet.',
    });
    const low = await addProductAsOwner(
      {
        brandname: 'Zariya',
        productname: 'Last Piece Ikat Dupatta',
        category: 'Accessories',
        description: 'One left.',
        new_price: '799',
        old_price: '999',
        material: 'Cotton',
        available: 'true',
        stock: '1',
        sizes_0: 'Free Size',
        color_0: 'indigo',
      },
      { file: 'ikat.png', background: '#3b4a8a' },
    );

    const page = owner.page;
    await page.reload();
    const revenue = before.today.revenue + order.price;
    const today = page.getByRole('group', { name: 'Today' });
    await expect.poll(() => today.textContent()).toContain(formatInr(revenue));
    expect(await today.textContent()).toContain(`Orders${(before.today.orders + 1).toLocaleString('en-IN')}`);

    // The new order waits to be packed (issue 32 item 15).
    const toPack = page.getByRole('heading', { name: 'To pack' }).locator('..');
    await expect.poll(() => toPack.textContent()).toContain(String(before.toFulfil.toPack + 1));

    await page.getByText('Daily figures as a table').click();
    const todayRow = page.getByRole('row').filter({ hasText: formatInr(revenue) });
    await expect.poll(() => todayRow.count()).toBeGreaterThan(0);

    const tickets = page.getByRole('heading', { name: 'Open tickets' }).locator('..').locator('..');
    expect(await tickets.textContent()).toContain(String(before.openTickets + 1));

    const lowList = page.getByRole('list', { name: 'Low-stock products' });
    await expect.poll(() => lowList.getByText(low.productname).count()).toBe(1);
    expect(await lowList.textContent()).toContain('1 left');
    // A threshold of 0 lists only sold-out products.
    await page.getByLabel('Stock at or below').selectOption('0');
    await expect.poll(() => page.getByText(low.productname).count()).toBe(0);
    await page.getByLabel('Stock at or below').selectOption('5');
    await expect.poll(() => page.getByText(low.productname).count()).toBe(1);

    await page.getByText('Daily figures as a table').click();
    await shootBothWidths(page, 'admin-dashboard');
  });

  it('takes the owner from the orders to pack to the desk, filtered to them', async () => {
    await owner.page.getByRole('link', { name: 'To pack: open the orders' }).click();
    await owner.page.waitForURL('**/allorders?stage=to-pack');
    expect(await owner.page.getByLabel('Stage').inputValue()).toBe('to-pack');
    await expect.poll(() => owner.page.getByRole('article').count()).toBeGreaterThan(0);
    // The admin menu is on every desk: back to the dashboard in one tap.
    await owner.page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await owner.page.waitForURL('**/admin');
  });

  it('takes the owner from open tickets to the tickets desk', async () => {
    await owner.page.getByRole('link', { name: 'Answer open tickets' }).click();
    await owner.page.waitForURL('**/usertickets');
  });
});
