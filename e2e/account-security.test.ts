// Journey: a shopper signed in on three devices opens "Sign-in and security", signs her lost phone out, then
// changes her password, which signs out every other device; screenshots of the page at 390 and 1280 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { postFromOwnAddress, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Marigold-verandah-tea-42';

/** Logs in through the API as another device would (its own User-Agent), answering the token. */
async function loginAs(userAgent: string, shopper: Shopper): Promise<string> {
  const res = await postFromOwnAddress(
    `${shopUrl()}/api/login`,
    { mobileNumber: shopper.mobile, password: shopper.password },
    { 'user-agent': userAgent },
  );
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return (JSON.parse(res.text) as { token: string }).token;
}

/** Whether the shop still accepts a token. */
async function tokenWorks(token: string, userId: number): Promise<boolean> {
  const res = await fetch(`${shopUrl()}/api/getUserDetails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ userId }),
  });
  return res.status === 200;
}

const devicesSection = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });

const shoot = shootBothWidths;

describe('sign-in and security', () => {
  let s: Session;
  let shopper: Shopper;
  let phoneToken: string;

  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl(), 'Ishita Menon');
    phoneToken = await loginAs(IPHONE, shopper);
  });
  afterAll(async () => s?.close());

  it('logs in and finds the page in the account menu', async () => {
    const { page } = s;
    await page.goto('/loginpage');
    const form = page.getByRole('form', { name: 'Sign in with mobile number' });
    await form.getByLabel('Mobile Number').fill(shopper.mobile);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    const menuButton = page.getByRole('button', { name: `Hi, ${shopper.username}` });
    await expect.poll(() => menuButton.count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const menuLink = page.getByRole('link', { name: 'Sign-in and security' });
    // Under load the menu can close again while the home page finishes taking over: open it until the
    // link can be followed.
    await expect
      .poll(
        async () => {
          if (!(await menuLink.isVisible())) await menuButton.click();
          await menuLink.click({ timeout: 2000 }).catch(() => {});
          return new URL(page.url()).pathname;
        },
        { timeout: 30_000 },
      )
      .toBe('/accountsecurity');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/accountsecurity');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign-in and security', level: 1 }).count())
      .toBe(1);
  });

  it('lists the three devices, this one marked, and signs the phone out', async () => {
    const { page } = s;
    const devices = devicesSection(page);
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(3);
    const here = devices.getByRole('listitem').filter({ hasText: 'This device' });
    expect(await here.count()).toBe(1);
    expect(await here.textContent()).toContain('Chrome on Linux');
    expect(await devices.getByText('Safari on iPhone').count()).toBe(1);
    expect(await devices.getByText('Unknown device').count()).toBe(1);
    await shoot(page, 'account-security');

    await devices.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expect.poll(() => devices.getByText('That device has been signed out.').count()).toBe(1);
    await expect.poll(() => devices.getByText('Safari on iPhone').count()).toBe(0);
    expect(await tokenWorks(phoneToken, shopper.userId)).toBe(false);
    expect(await tokenWorks(shopper.token, shopper.userId)).toBe(true);
  });

  it('refuses a wrong current password and a guessable new one, with the reason', async () => {
    const { page } = s;
    const form = passwordForm(page);
    await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('12345678');
    await form.getByLabel('Confirm new password', { exact: true }).fill('12345678');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.getByText(/^This password is too easy to guess\./).count()).toBe(1);

    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Your current password is not right.');
  });

  it('changes the password: every other device is signed out, this one stays', async () => {
    const { page } = s;
    const form = passwordForm(page);
    await form.getByLabel('Current password', { exact: true }).fill(shopper.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Your password has been changed. You have been signed out on your other devices.');
    await expect.poll(() => devicesSection(page).getByRole('listitem').count()).toBe(1);
    expect(await devicesSection(page).getByText('You are signed in on this device only.').count()).toBe(1);
    expect(await tokenWorks(shopper.token, shopper.userId)).toBe(false);
    await shoot(page, 'account-security-changed');

    // The new password is the one that works now.
    const old = await postFromOwnAddress(`${shopUrl()}/api/login`, {
      mobileNumber: shopper.mobile,
      password: shopper.password,
    });
    expect(old.status).toBe(401);
    expect(await loginAs(IPHONE, { ...shopper, password: NEW_PASSWORD })).toMatch(/^[\w-]{43}$/);
  });
});
