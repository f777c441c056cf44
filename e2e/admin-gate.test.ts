// Journey: the owner unlocks the admin area with the password and manages newsletter subscribers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOME_LINKS, E2E_ADMIN_PASSWORD } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session } from './support/browser.ts';
import { shopUrl } from './support/shop.ts';

describe('admin gate', () => {
  let s: Session;
  const number = `8${String(Date.now()).slice(-9)}`;
  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    await fetch(`${shopUrl()}/api/newsletterSubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ whatsappNumber: number }),
    });
  });
  afterAll(async () => s?.close());

  it('sends a visitor who opens /admin to the password prompt', async () => {
    await s.page.goto('/admin');
    await s.page.waitForURL('**/admin-password');
    expect(await s.page.getByLabel(/password/i).getAttribute('required')).not.toBeNull();
  });

  it("refuses a wrong password with 'Incorrect password'", async () => {
    await s.page.getByLabel(/password/i).fill('not-the-password');
    await s.page.getByRole('button', { name: /unlock|enter|submit|log ?in/i }).click();
    await expect.poll(() => s.page.getByText('Incorrect password').count()).toBe(1);
    expect(await s.page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('opens the dashboard with its six links for the right password', async () => {
    await s.page.getByLabel(/password/i).fill(E2E_ADMIN_PASSWORD);
    await s.page.getByRole('button', { name: /unlock|enter|submit|log ?in/i }).click();
    await s.page.waitForURL('**/admin');
    for (const name of ADMIN_HOME_LINKS) {
      await expect.poll(() => s.page.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    // Each link is named by its label only; its note is its description.
    const orders = s.page.getByRole('link', { name: 'All Orders', exact: true });
    const described = await orders.evaluate(
      (link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(described).toBe('Single and bundle orders, status');
  });

  it('lists subscribers newest first and toggles one into the group', async () => {
    await s.page.getByRole('link', { name: 'Newsletter', exact: true }).click();
    await s.page.waitForURL('**/newsletter');
    const row = s.page.getByRole('row', { name: new RegExp(number) });
    await expect.poll(() => row.count()).toBe(1);
    const toggle = row.getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await s.page.reload();
    await expect
      .poll(() =>
        s.page
          .getByRole('row', { name: new RegExp(number) })
          .getByRole('switch')
          .getAttribute('aria-checked'),
      )
      .toBe('true');
  });

  it('keeps admin access to the browser session only', async () => {
    const other = await openBrowser(DESKTOP);
    try {
      await other.page.goto('/newsletter');
      await other.page.waitForURL('**/admin-password');
    } finally {
      await other.close();
    }
  });
});
