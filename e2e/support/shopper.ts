// Shoppers for journeys: a fresh account made through the API (her mobile proven with the SMS code), a logged-in
// browser, and codes read from the dev outboxes (DATA_DIR/outbox, one .eml file per mail; DATA_DIR/outbox/sms, one
// MSG91 request body per SMS).
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { colourLabel } from '@zariya/shared/colours';
import type { SingleOrder } from '@zariya/shared/orders-api';
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import { otpFromMail, parseMail } from '../../apps/server/src/test/accounts.ts';
import { shopUrl, shopDataDir } from './shop.ts';

export type DeliveryAddress = {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export type Shopper = {
  token: string;
  userId: number;
  username: string;
  mobile: string;
  email: string;
  password: string;
  deliveryAddress: DeliveryAddress;
};

let counter = 0;

/** Sign-up details no other journey uses: a random 10-digit mobile number and a matching e-mail. */
export function newShopperDetails(name = 'Meera Iyer') {
  counter += 1;
  const mobile = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return {
    fullname: `${name} ${mobile.slice(-4)}`,
    mobile,
    email: `shopper.${mobile}.${counter}@example.in`,
    password: `Kurti-${mobile.slice(-5)}-pass`,
    deliveryAddress: {
      addressLine1: '21 Residency Road, Flat 3A',
      addressLine2: 'Near Garuda Mall',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      country: 'India',
    } satisfies DeliveryAddress,
  };
}

/** Signs a new shopper up through POST /api/Signup and answers her details with her session. */
export async function signUpShopper(baseUrl: string, name?: string): Promise<Shopper> {
  const details = newShopperDetails(name);
  const body = {
    fullname: details.fullname,
    contact: details.mobile,
    email: details.email,
    password: details.password,
    deliveryAddress: details.deliveryAddress,
  };
  const asked = await postFromOwnAddress(`${baseUrl}/api/Signup`, body);
  if (asked.status !== 202) throw new Error(`sign-up code not sent: ${asked.status} ${asked.text}`);
  const otp = await smsCodeFromOutbox(shopDataDir(), details.mobile);
  const res = await postFromOwnAddress(`${baseUrl}/api/Signup`, { ...body, otp });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const answer = JSON.parse(res.text) as { token: string; username: string; userId: number };
  return { ...answer, ...details, username: answer.username };
}

/**
 * POSTs JSON from a random loopback address (127.x.y.z), as a shopper on her own connection would. The journeys
 * share one server, and its per-address limits (sign-up: 20 in 10 minutes; admin login: 5 a minute) are meant
 * for strangers, not for them.
 */
export function postFromOwnAddress(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const localAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Puts the shopper's session into the page's localStorage as the login page would, then reloads.
 * The page must already be on the shop's origin, or `path` is opened first.
 */
export async function loginInBrowser(
  page: Page,
  shopper: Pick<Shopper, 'token' | 'username' | 'userId'>,
  path = '/',
): Promise<void> {
  await page.goto(path);
  await page.evaluate(
    ({ token, username, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('userId', String(userId));
    },
    { token: shopper.token, username: shopper.username, userId: shopper.userId },
  );
  await page.reload();
}

/** The newest login code mailed to `email`, waiting up to `timeoutMs` for it to be written. */
export async function otpFromOutbox(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(readFileSync(join(dir, f), 'utf8')))
      .filter((m) => m.headers.to?.toLowerCase().includes(email.toLowerCase()))
      .at(-1);
    if (mail && /^\s+\d{6}\s*$/m.test(mail.text)) return otpFromMail(mail);
    if (Date.now() > deadline) throw new Error(`no login code mailed to ${email} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The newest code sent by SMS to a ten-digit `mobile`, waiting up to `timeoutMs` for it to be written. */
export async function smsCodeFromOutbox(
  dataDir: string,
  mobile: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = join(dataDir, 'outbox', 'sms');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      // Not written yet.
    }
    const sms = files
      .sort()
      .map(
        (f) =>
          JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
            recipients: Array<{ mobiles: string; otp?: string }>;
          },
      )
      .map((b) => b.recipients[0])
      .filter((r) => r.mobiles === `91${mobile}`)
      .at(-1);
    if (sms?.otp) return sms.otp;
    if (Date.now() > deadline) throw new Error(`no code sent by SMS to ${mobile} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A shopper's own API call with her token, JSON in and out; anything but a 2xx throws with the answer. */
export async function shopperApi<T>(shopper: Shopper, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A demo piece of ₹1,000 or more (free shipping) with at least `minSizes` sizes, bought with Buy Now through the
 * test provider: checkout, pay, save.
 */
export async function buyOnePiece(shopper: Shopper, minSizes = 1): Promise<SingleOrder> {
  const res = await fetch(`${shopUrl()}/api/products?limit=100&sort=price_asc`);
  const piece = ((await res.json()) as Product[]).find(
    (p) =>
      p.available &&
      (p.stock ?? 0) >= 5 &&
      p.new_price >= 1000 &&
      p.sizes.length >= minSizes &&
      p.colors.length > 0,
  );
  if (!piece) throw new Error('no demo product to buy');
  const choice = { size: piece.sizes[0], color: piece.colors[0] };
  const order = await shopperApi<{ id: string }>(shopper, '/createOrder', {
    amount: piece.new_price,
    productId: piece.id,
    quantity: 1,
    ...choice,
  });
  const paid = await shopperApi<object>(shopper, '/payments/test/pay', { orderId: order.id });
  const saved = await shopperApi<{ order: SingleOrder }>(shopper, '/saveOrder', {
    userId: shopper.userId,
    productId: piece.id,
    amount: piece.new_price,
    quantity: 1,
    ...choice,
    ...paid,
  });
  return saved.order;
}

/** Opens the product page and picks its first colour and size (where it has more than one). */
export async function openProductAndChoose(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('heading', { name: product.productname, level: 1 }).waitFor();
  if (product.colors.length > 1) {
    await page
      .getByRole('group', { name: /^Colour/ })
      .getByText(colourLabel(product.colors[0]), { exact: true })
      .click();
  }
  if (product.sizes.length > 1) {
    await page.getByRole('group', { name: /^Size/ }).getByText(product.sizes[0], { exact: true }).click();
  }
}
