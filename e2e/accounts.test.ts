// Journeys: sign up, log out, log in by password and by e-mail code, a dead token, and the delivery address.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openBrowser, PHONE, type Session, shootBothWidths } from './support/browser.ts';
import {
  loginInBrowser,
  newShopperDetails,
  otpFromOutbox,
  type Shopper,
  signUpShopper,
  smsCodeFromOutbox,
} from './support/shopper.ts';
import { shopUrl, shopDataDir } from './support/shop.ts';

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    username: localStorage.getItem('username'),
    userId: localStorage.getItem('userId'),
  }));

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in with mobile number' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign up' });
const loginLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login/Sign up' });

describe('sign up, log out, log in by password', () => {
  let s: Session;
  const me = newShopperDetails('Kavya Rao');
  let taken: Shopper;

  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    taken = await signUpShopper(shopUrl(), 'Taken Number');
  });
  afterAll(async () => s?.close());

  async function fillSignUp(page: Page, details: typeof me, confirm = details.password) {
    const form = signUpForm(page);
    await form.getByLabel('Your Fullname').fill(details.fullname);
    await form.getByLabel('Mobile Number').fill(details.mobile);
    await form.getByLabel('Your email').fill(details.email);
    await form.getByLabel('Your Password', { exact: true }).fill(details.password);
    await form.getByLabel('Confirm Password', { exact: true }).fill(confirm);
    await form.getByLabel('Street and House Number').fill(details.deliveryAddress.addressLine1);
    await form.getByLabel('Area and Nearby Landmark').fill(details.deliveryAddress.addressLine2);
    await form.getByLabel('City').fill(details.deliveryAddress.city);
    await form.getByLabel('State').fill(details.deliveryAddress.state);
    await form.getByLabel('Pincode').fill(details.deliveryAddress.postalCode);
  }

  it('opens on sign-up with ?signup=1 and checks the fields as the server does', async () => {
    const { page } = s;
    await page.goto('/loginpage?signup=1');
    await signUpForm(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => page.getByText('Please enter your full name.').count()).toBe(1);
    expect(await page.getByText('Please enter a valid 10-digit mobile number.').count()).toBe(1);
    expect(await page.getByText('Please enter a valid 6-digit pincode.').count()).toBe(1);

    await fillSignUp(page, me, `${me.password}x`);
    await signUpForm(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => page.getByText("Passwords don't match").count()).toBe(1);
    expect(await storedSession(page)).toEqual({ token: null, username: null, userId: null });
  });

  it('answers a registered number like any other: a code to that number, and nothing without it', async () => {
    // Issue 28: sign-up tells no one which numbers have accounts; only the number's owner gets the code.
    const { page } = s;
    await fillSignUp(page, { ...me, mobile: taken.mobile });
    await signUpForm(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    const verify = page.getByRole('form', { name: 'Verify your mobile number' });
    await verify.waitFor();
    await verify.getByText(`••••••${taken.mobile.slice(-4)}`).waitFor();
    expect(await page.getByText(/already registered/).count()).toBe(0);
    await verify.getByLabel('Code from the SMS').fill('000000');
    await verify.getByRole('button', { name: 'Verify and sign up' }).click();
    await expect.poll(() => page.getByText('Invalid or expired OTP. Please try again.').count()).toBe(1);
    expect(await storedSession(page)).toEqual({ token: null, username: null, userId: null });
    await verify.getByRole('button', { name: 'Change my details' }).click();
    await signUpForm(page).waitFor();
  });

  it("signs up and verifies the mobile: 'Signup successful!', the name in the header, the panel closes after 3 s", async () => {
    const { page } = s;
    await fillSignUp(page, me);
    await signUpForm(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    const verify = page.getByRole('form', { name: 'Verify your mobile number' });
    await verify.getByText(`••••••${me.mobile.slice(-4)}`).waitFor();
    const code = await smsCodeFromOutbox(shopDataDir(), me.mobile);
    await verify.getByLabel('Code from the SMS').fill(code);
    await shootBothWidths(page, 'signup-verify-mobile');
    await verify.getByRole('button', { name: 'Verify and sign up' }).click();
    await expect.poll(() => page.getByText('Signup successful!').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: `Hi, ${me.fullname}` }).count()).toBe(1);
    const session = await storedSession(page);
    expect(session.username).toBe(me.fullname);
    expect(session.token).toMatch(/^\S{22,}$/);
    // Still on sign-up a moment later, on sign-in after the 3 s.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('heading', { name: 'Create your account' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in', exact: true }).count(), { timeout: 5000 })
      .toBe(1);
    // The sign-up side leaves the page once the sliding cover has reached it.
    await expect.poll(() => page.getByRole('heading', { name: 'Create your account' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
  });

  it('logs out from the login page: session forgotten on both sides, back on /', async () => {
    const { page } = s;
    const { token } = await storedSession(page);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => loginLink(page).count()).toBe(1);
    expect(await storedSession(page)).toEqual({ token: null, username: null, userId: null });
    // The server no longer accepts the old token.
    const res = await fetch(`${shopUrl()}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });

  it('says the same for a wrong password, then logs in with the right one and lands on /', async () => {
    const { page } = s;
    await loginLink(page).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/loginpage');
    const form = signInForm(page);
    await form.getByLabel('Mobile Number').fill(me.mobile);
    await form.getByLabel('Password', { exact: true }).fill('not-my-password');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText('Login failed. Check your Number and Password.').count()).toBe(1);

    // The show/hide toggle reveals the typed password.
    const password = form.getByLabel('Password', { exact: true });
    const toggle = form.getByRole('button', { name: 'Show password' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await password.fill(me.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: `Hi, ${me.fullname}` }).count()).toBe(1);
  });

  it('logs out from the header menu', async () => {
    const { page } = s;
    // On the login page, whose notice offers its own Logout: the menu's must be found all the same.
    await page.goto('/loginpage');
    await expect.poll(() => page.getByText('You are logged in as').count()).toBe(1);
    await page.getByRole('button', { name: `Hi, ${me.fullname}` }).click();
    // The menu's own Logout: the page behind may show another (the login page's notice while it gives way).
    const menu = page.getByRole('navigation', { name: `Hi, ${me.fullname}` });
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect.poll(() => loginLink(page).count()).toBe(1);
    expect((await storedSession(page)).token).toBeNull();
  });
});

describe('log in by e-mail code', () => {
  let s: Session;
  let shopper: Shopper;

  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl(), 'Otp Shopper');
  });
  afterAll(async () => s?.close());

  it('requests a code, counts down from 5:00, survives a reload, refuses a wrong code and accepts the mailed one', async () => {
    const { page } = s;
    await page.goto('/loginpage');
    await page.getByRole('textbox', { name: 'Email address' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await expect.poll(() => page.getByText('OTP sent to your email!').count()).toBe(1);
    const code = await otpFromOutbox(shopDataDir(), shopper.email);

    await page.waitForTimeout(3000);
    expect(await page.getByText(/Code expires in 4:5\d/).count()).toBe(1);

    const otp = page.getByRole('textbox', { name: 'Enter OTP' });
    const wrong = code === '000000' ? '111111' : '000000';
    await otp.fill(wrong);
    await page.reload();
    expect(await otp.inputValue()).toBe(wrong);
    expect(await page.getByText(shopper.email).count()).toBe(1);
    expect(await page.getByText(/Code expires in 4:[45]\d/).count()).toBe(1);

    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => page.getByText('Invalid or expired OTP. Please try again.').count()).toBe(1);
    expect((await storedSession(page)).token).toBeNull();

    await otp.fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: `Hi, ${shopper.username}` }).count()).toBe(1);
    expect((await storedSession(page)).userId).toBe(String(shopper.userId));
    // The typed code is not kept once it has been used.
    expect(await page.evaluate(() => sessionStorage.getItem('zariya:otp-login'))).toBeNull();
  });

  it('shows the failure message when the code cannot be requested', async () => {
    const { page } = s;
    await page.route('**/api/requestOtp', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/loginpage');
    await page.getByRole('textbox', { name: 'Email address' }).fill('someone@example.in');
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await expect.poll(() => page.getByText('Failed to request OTP. Please try again.').count()).toBe(1);
    await page.unroute('**/api/requestOtp');
  });
});

describe('delivery address', () => {
  let s: Session;
  let shopper: Shopper;

  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl(), 'Address Shopper');
  });
  afterAll(async () => s?.close());

  it('asks a logged-out visitor to log in', async () => {
    await s.page.goto('/deliveryaddress');
    await expect
      .poll(() => s.page.getByText('Log in to see and change your delivery address.').count())
      .toBe(1);
  });

  it("shows 'Deliver to' with name and PIN, and saves an edited address", async () => {
    const { page } = s;
    await loginInBrowser(page, shopper, '/deliveryaddress');
    await expect.poll(() => page.getByText(`Deliver to: ${shopper.username}, 560025`).count()).toBe(1);
    expect(await page.getByText('21 Residency Road, Flat 3A, Near Garuda Mall').count()).toBe(1);

    // Cancel returns to viewing without saving.
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('textbox', { name: 'City' }).fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('Bengaluru, Karnataka 560025, India').count()).toBe(1);

    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('textbox', { name: 'Street and House Number' }).fill('7 Park Street, 2nd Floor');
    await page.getByRole('textbox', { name: 'Area and Nearby Landmark' }).fill('');
    await page.getByRole('textbox', { name: 'City' }).fill('Kolkata');
    await page.getByRole('textbox', { name: 'State' }).fill('West Bengal');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('70001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Please enter a valid 6-digit pincode.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Pincode' }).fill('700016');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Delivery address updated successfully').count()).toBe(1);
    await expect.poll(() => page.getByText(`Deliver to: ${shopper.username}, 700016`).count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByText('Kolkata, West Bengal 700016, India').count()).toBe(1);
    expect(await page.getByText('7 Park Street, 2nd Floor').count()).toBe(1);
  });

  it('returns to the logged-out state cleanly when the token is revoked elsewhere', async () => {
    const { page } = s;
    const res = await fetch(`${shopUrl()}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(res.status).toBe(200);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/getDeliveryAddress')) calls += 1;
    });
    await page.reload();
    await expect.poll(() => loginLink(page).count()).toBe(1);
    await expect
      .poll(() => page.getByText('Log in to see and change your delivery address.').count())
      .toBe(1);
    expect(await storedSession(page)).toEqual({ token: null, username: null, userId: null });
    await page.waitForTimeout(1000);
    // Asked at most once: whichever call meets the revoked token first logs the shopper out, and nothing
    // asks again with it (no retry loop).
    expect(calls).toBeLessThanOrEqual(1);
  });
});

describe('login page on a phone', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser(PHONE, { reducedMotion: 'reduce' });
  });
  afterAll(async () => s?.close());

  it('switches between sign-in and sign-up with a simple toggle', async () => {
    const { page } = s;
    await page.goto('/loginpage');
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
    expect(await signIn.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('heading', { name: 'Create your account' }).count()).toBe(0);
    await signUp.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Create your account' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Sign in', exact: true }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('signup')).toBe('1');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
