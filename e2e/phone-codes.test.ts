// Journey (issue 28): signing in with a code on the phone — the shopper types her mobile, the code comes by SMS to
// her verified number, she is signed in; a number without an account gets the same answer and no SMS.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { newShopperDetails, type Shopper, signUpShopper, smsCodeFromOutbox } from './support/shopper.ts';
import { shopUrl, shopDataDir } from './support/shop.ts';

describe('sign in with a code on the phone', () => {
  let s: Session;
  let shopper: Shopper;
  beforeAll(async () => {
    s = await openBrowser();
    shopper = await signUpShopper(shopUrl(), 'Lata Kulkarni');
  });
  afterAll(async () => s?.close());

  const phoneBlock = () => s.page.getByRole('region', { name: 'Sign in with a code on your phone' });

  it('answers a number without an account the same way, and sends it nothing', async () => {
    const { page } = s;
    await page.goto('/loginpage');
    const stranger = newShopperDetails().mobile;
    const before = readdirSync(join(shopDataDir(), 'outbox', 'sms')).length;
    await phoneBlock().getByLabel('Mobile Number').fill(stranger);
    await phoneBlock().getByRole('button', { name: 'Send code to my phone' }).click();
    await phoneBlock().getByText('is the verified number of a Zariya account').waitFor();
    await phoneBlock().getByText('If this number can receive a code, we have sent one.').waitFor();
    expect(readdirSync(join(shopDataDir(), 'outbox', 'sms')).length).toBe(before);
    await phoneBlock().getByRole('button', { name: 'Use a different number' }).click();
  });

  it('signs in with the code sent by SMS to her verified number and lands on /', async () => {
    const { page } = s;
    await phoneBlock().getByLabel('Mobile Number').fill(`+91 ${shopper.mobile}`);
    await phoneBlock().getByRole('button', { name: 'Send code to my phone' }).click();
    const codeBox = phoneBlock().getByLabel('Code from the SMS');
    await codeBox.waitFor();
    const code = await smsCodeFromOutbox(shopDataDir(), shopper.mobile);
    // A wrong code first: refused, nothing stored.
    await codeBox.fill(code === '000000' ? '111111' : '000000');
    await phoneBlock().getByRole('button', { name: 'Sign in with the code' }).click();
    await phoneBlock().getByText('Invalid or expired OTP. Please try again.').waitFor();
    await codeBox.fill(code);
    await shootBothWidths(page, 'phone-signin');
    await phoneBlock().getByRole('button', { name: 'Sign in with the code' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: `Hi, ${shopper.username}` }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(String(shopper.userId));
  });

  it('shows her number as verified on the account page, and changes it only with a code sent to the new one', async () => {
    const { page } = s;
    await page.goto('/accountsecurity');
    const section = page.getByRole('region', { name: 'Mobile number' });
    await section.getByText('Verified: codes and WhatsApp updates come to this number.').waitFor();
    const next = newShopperDetails().mobile;
    await section.getByLabel('Mobile Number', { exact: true }).fill(next);
    await section.getByRole('button', { name: 'Send a code to this number' }).click();
    const code = await smsCodeFromOutbox(shopDataDir(), next);
    await section.getByLabel('Code from the SMS').fill(code);
    await section.getByRole('button', { name: 'Verify number' }).click();
    await section.getByText('Your mobile number is verified.').waitFor();
    await section.getByText(`+91 ${next}`).waitFor();
    await shootBothWidths(page, 'account-mobile-number');
  });
});
