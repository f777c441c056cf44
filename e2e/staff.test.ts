// Journey (issue 26): the owner invites a packer → the packer accepts, sets a password and an authenticator code,
// and lands on the order desk with a menu of her desks only (no dashboard and its revenue, no refunds, no staff)
// → she marks an order → she signs in again in two steps → the owner reads her change in the audit log.
// Screenshots of the staff page, the roles, the audit log, the invitation and the sign-in at 390 and 1280 px.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl, shopDataDir } from './support/shop.ts';

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

const PACKER = {
  name: 'Pooja Packer',
  email: `pooja.${Date.now()}@zariya.test`,
  password: 'Parcel-tape-monsoon-58',
};

/** The invitation link in the newest mail to `email` in the shop's outbox. */
async function invitationLink(email: string): Promise<string> {
  const outbox = join(shopDataDir(), 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const f of files) {
      const raw = readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '');
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const match = /https?:\/\/[^\s"<]+\/admin-invitation#[A-Za-z0-9_-]{43}/.exec(raw);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation to ${email}`);
}

async function shopperOrder(shopper: Shopper): Promise<number> {
  const base = shopUrl();
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const products = (await (await fetch(`${base}/api/products?limit=100&sort=price_asc`)).json()) as Array<{
    id: number;
    new_price: number;
    available: boolean;
    stock: number;
    sizes: string[];
    colors: string[];
  }>;
  const p = products.find(
    (x) => x.available && x.stock >= 3 && x.new_price >= 1000 && x.sizes.length && x.colors.length,
  )!;
  const choice = { size: p.sizes[0], color: p.colors[0] };
  const payment = await post<{ id: string }>('/createOrder', {
    userId: shopper.userId,
    amount: p.new_price,
    productId: p.id,
    quantity: 1,
    ...choice,
  });
  const paid = await post<Record<string, string>>('/payments/test/pay', { orderId: payment.id });
  const saved = await post<{ order: { id: number } }>('/saveOrder', {
    userId: shopper.userId,
    productId: p.id,
    amount: p.new_price,
    quantity: 1,
    ...choice,
    ...paid,
  });
  return saved.order.id;
}

describe('the owner and her packer', () => {
  let owner: Session;
  let packer: Session;
  let secret = '';
  let orderId = 0;
  let shopper: Shopper;

  beforeAll(async () => {
    owner = await openBrowser(DESKTOP);
    packer = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl(), 'Kavya Rao');
    orderId = await shopperOrder(shopper);
  });
  afterAll(async () => {
    await owner?.close();
    await packer?.close();
  });

  it('the owner invites a packer with the Orders role', async () => {
    await openAdmin(owner.page, '/admin/staff');
    await owner.page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    await owner.page.getByLabel('Name', { exact: true }).fill(PACKER.name);
    await owner.page.getByLabel('E-mail').fill(PACKER.email);
    await owner.page.getByLabel('Role', { exact: true }).selectOption({ label: 'Orders' });
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => owner.page.getByText(`Invitation sent to ${PACKER.email}.`).count()).toBe(1);
    await expect.poll(() => owner.page.getByText(new RegExp(`${PACKER.name} \\(`)).count()).toBe(1);
    await shootBothWidths(owner.page, 'staff-page');
    await owner.page.goto('/admin/roles');
    await owner.page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await shootBothWidths(owner.page, 'roles-page');
  });

  it('the packer accepts, sets her password and code, and sees only her desks', async () => {
    const link = new URL(await invitationLink(PACKER.email));
    await packer.page.goto(`${link.pathname}${link.hash}`);
    const key = packer.page.getByTestId('totp-secret');
    await key.waitFor();
    secret = (await key.textContent())!.trim();
    await shootBothWidths(packer.page, 'invitation');
    await packer.page.getByLabel('Choose a password').fill(PACKER.password);
    await packer.page.getByLabel('The 6-digit code the app shows').fill(codeAt(secret, Date.now()));
    await packer.page.getByRole('button', { name: 'Join the team' }).click();
    const codes = packer.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await packer.page.getByRole('button', { name: /open the admin area/ }).click();

    // The dashboard and its revenue are not hers: she lands on the order desk.
    await packer.page.waitForURL('**/allorders');
    const menu = packer.page.getByRole('navigation', { name: 'Admin menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Orders', exact: true }).count()).toBe(1);
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels).toContain('Returns');
    for (const hidden of ['Dashboard', 'Refunds', 'Staff', 'Audit log', 'GST', 'Add product'])
      expect(labels).not.toContain(hidden);

    // A page outside her role says so, and the server refuses its calls.
    await packer.page.goto('/admin');
    await packer.page.waitForURL('**/allorders');
    const token = await packer.page.evaluate(() => sessionStorage.getItem('adminToken'));
    const dashboard = await fetch(`${shopUrl()}/api/admin/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dashboard.status).toBe(403);
    await packer.page.goto('/admin/refunds');
    await expect.poll(() => packer.page.getByText('Not part of your role').count()).toBe(1);

    // She cancels the order at the desk's API (as the status buttons do).
    const changed = await fetch(`${shopUrl()}/api/updateOrderStatus`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: String(orderId), status: 'cancelled', userId: shopper.userId }),
    });
    expect(changed.status, await changed.text()).toBe(200);
  });

  it('the packer signs in again in two steps', async () => {
    await packer.page.evaluate(() => sessionStorage.clear());
    await packer.page.goto('/admin-password');
    await packer.page.getByRole('button', { name: 'Sign in with your e-mail' }).click();
    await packer.page.getByLabel('E-mail').fill(PACKER.email);
    await packer.page.getByLabel('Password', { exact: true }).fill(PACKER.password);
    await shootBothWidths(packer.page, 'sign-in-staff');
    await packer.page.getByRole('button', { name: 'Continue' }).click();
    const code = packer.page.getByLabel('6-digit code');
    await code.waitFor();
    await shootBothWidths(packer.page, 'sign-in-code');
    // The enrolment took this 30 s step; the next one is within the accepted clock skew.
    await code.fill(codeAt(secret, Date.now() + 30_000));
    await packer.page.getByRole('button', { name: 'Sign in' }).click();
    await packer.page.waitForURL('**/allorders');
  });

  it("the owner reads the packer's change in the audit log", async () => {
    await owner.page.goto('/admin/audit');
    await owner.page.getByRole('heading', { name: 'Audit log', exact: true }).waitFor();
    await expect.poll(() => owner.page.getByText(PACKER.name, { exact: true }).count()).toBeGreaterThan(0);
    const entry = owner.page.getByRole('listitem').filter({ hasText: `status · order ${orderId}` });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain(PACKER.name);
    expect(await entry.textContent()).toMatch(/status.*→.*cancelled/);
    await shootBothWidths(owner.page, 'audit-log');
    await owner.page.goto('/admin/staff');
    await expect.poll(() => owner.page.getByText(PACKER.email).count()).toBe(1);
    await shootBothWidths(owner.page, 'staff-page-team');
  });

  it('a Catalogue person sees only the catalogue pages', async () => {
    const email = `arjun.${Date.now()}@zariya.test`;
    const roles = await adminApi<Array<{ id: number; name: string }>>('GET', '/api/admin/roles');
    const catalogue = roles.find((r) => r.name === 'Catalogue')!;
    await adminApi('POST', '/api/admin/staff/invite', {
      email,
      name: 'Arjun Catalogue',
      roleId: catalogue.id,
    });
    const token = new URL(await invitationLink(email)).hash.slice(1);
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${shopUrl()}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<T>;
    };
    const info = await post<{ totpSecret: string }>('/admin/invitation', { token });
    const accepted = await post<{ token: string }>('/admin/invitation/accept', {
      token,
      password: 'Silk-thread-and-loom-72',
      totpSecret: info.totpSecret,
      code: codeAt(info.totpSecret, Date.now()),
    });
    const person = await openBrowser(DESKTOP);
    try {
      await person.page.goto('/admin-password');
      await person.page.evaluate((t) => sessionStorage.setItem('adminToken', t), accepted.token);
      await person.page.goto('/admin');
      await person.page.waitForURL('**/admin-products');
      const menu = person.page.getByRole('navigation', { name: 'Admin menu' });
      await expect.poll(() => menu.getByRole('link', { name: 'Products', exact: true }).count()).toBe(1);
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Products',
        'Add product',
        'Offers',
        'Import & export',
        'Size guides',
      ]);
    } finally {
      await person.close();
    }
  });
});
