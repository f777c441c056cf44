// Journey (issue 28 item 5, decision 0047): a pay-on-delivery order to a pincode where an earlier COD order was
// refused at the door (returned to origin) gets a return-to-origin risk score; the owner sees it on the order desk
// as a badge with its reasons.
import { mkdirSync } from 'node:fs';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, PHONE, type Session, shootBothWidths } from './support/browser.ts';
import { postFromOwnAddress, type Shopper, signUpShopper, smsCodeFromOutbox } from './support/shopper.ts';
import { shopUrl, shopDataDir } from './support/shop.ts';

const PINCODE = '400050';
const RISK_SHOTS = '/work/wt/risk-shots/';

describe("the owner sees a COD order's return-to-origin risk", () => {
  let session: Session;
  let product: Product;

  /** A COD order by `shopper` to her own door at PINCODE, confirmed with the code sent to her phone. */
  async function codOrder(shopper: Shopper, line: string): Promise<string> {
    const auth = { authorization: `Bearer ${shopper.token}` };
    const base = shopUrl();
    const started = await postFromOwnAddress(
      `${base}/api/cod/start`,
      {
        amount: singlePurchaseTotal(product.new_price, 1, false),
        productId: product.id,
        quantity: 1,
        size: product.sizes[0],
        color: product.colors[0],
        deliveryAddress: {
          addressLine1: line,
          city: 'Mumbai',
          state: 'Maharashtra',
          postalCode: PINCODE,
          country: 'India',
        },
      },
      auth,
    );
    if (started.status !== 201) throw new Error(`COD start: ${started.status} ${started.text}`);
    const { challengeId } = JSON.parse(started.text) as { challengeId: number };
    const code = await smsCodeFromOutbox(shopDataDir(), shopper.mobile);
    const placed = await postFromOwnAddress(`${base}/api/cod/confirm`, { challengeId, code }, auth);
    if (placed.status !== 201) throw new Error(`COD confirm: ${placed.status} ${placed.text}`);
    return (JSON.parse(placed.text) as { orderRef: string }).orderRef;
  }

  /** The shop's COD settings for this journey, without risk rules (set first, and put back at the end). */
  const putBaseSettings = () =>
    adminApi('PUT', '/api/admin/cod-settings', {
      enabled: true,
      fee: 49,
      maxOrderValue: 5000,
      refusedPincodes: ['110001'],
      maxOpenOrders: 3,
    });

  beforeAll(async () => {
    await putBaseSettings();
    product = await addProductAsOwner(
      {
        brandname: 'Journey Looms',
        productname: 'Bandhani Georgette Dupatta',
        category: 'Women Ethnic',
        description: 'Tie-dyed georgette dupatta.',
        new_price: '900',
        old_price: '1300',
        material: 'Georgette',
        available: 'true',
        stock: '12',
        sizes_0: 'Free Size',
        color_0: 'red',
      },
      { file: 'bandhani.png', background: '#9b1c2c' },
    );
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  it('shows the badge and the reasons on the order desk', async () => {
    // An earlier COD order to the pincode was refused at the door: the owner marks it returned to origin.
    const earlier = await signUpShopper(shopUrl(), 'Sana Shaikh');
    const earlierRef = await codOrder(earlier, '4 Hill Road, Bandra West');
    for (const step of [
      { to: 'packed' },
      { to: 'shipped', courier: 'Delhivery', awb: `RTO${Date.now()}` },
      { to: 'rto' },
    ])
      await adminApi('POST', `/api/admin/orders/${earlierRef}/fulfilment`, step);

    const shopper = await signUpShopper(shopUrl(), 'Ritu Desai');
    const ref = await codOrder(shopper, '11 Carter Road, Bandra West');

    const { page } = session;
    await openAdmin(page, `/allorders?payment=cod&q=${ref}`);
    const card = page.getByRole('article', { name: `Order #${ref}` });
    await card.waitFor();
    const panel = card.getByRole('region', { name: `Return-to-origin risk of Order #${ref}` });
    await panel.getByRole('heading', { name: /Return-to-origin risk: \d+ of 100/ }).waitFor();
    // A new account (15), no order delivered (10), and her pincode's refusal (at least 13; other journeys'
    // orders may also have ended there): medium risk or more.
    const heading = (await panel.getByRole('heading').textContent()) ?? '';
    const score = Number(/risk: (\d+) of 100/.exec(heading)?.[1]);
    expect(score).toBeGreaterThanOrEqual(38);
    await card.getByText(score >= 60 ? `High risk · ${score}` : `Medium risk · ${score}`).waitFor();
    await panel
      .getByText(/^Pincode 400050: \d+ of \d+ past COD orders? refused or returned \(\d+%\)\.$/)
      .waitFor();
    await panel.getByText('New account: made today.').waitFor();
    await panel.getByText('No order of hers has been delivered yet.').waitFor();
    expect(await panel.getByText('+15', { exact: true }).count()).toBe(1);

    await shootBothWidths(page, 'order-desk-cod-risk', {
      screenOnly: true,
      afterResize: () => card.scrollIntoViewIfNeeded(),
    });
    mkdirSync(RISK_SHOTS, { recursive: true });
    for (const [width, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await card.screenshot({ path: `${RISK_SHOTS}owner-risk-panel-${width}.png` });
    }
    await page.setViewportSize(DESKTOP);
  });

  it('lets the owner ask for online payment above a score, refusing a riskier COD order', async () => {
    const { page } = session;
    await openAdmin(page, '/admin/cod');
    await page.getByRole('heading', { name: 'Cash on delivery', level: 1 }).waitFor();
    const prepay = page.getByLabel('Ask for online payment above score');
    await expect.poll(() => page.getByLabel('COD fee (₹)').inputValue()).toBe('49');
    await prepay.fill('150');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByText('The score above which online payment is asked for must be a whole number from 0 to 99.')
      .waitFor();
    await prepay.fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Cash on delivery settings saved.').waitFor();
    await shootBothWidths(page, 'admin-cod-risk-rules');

    const shopper = await signUpShopper(shopUrl(), 'Neha Kulkarni');
    await expect(codOrder(shopper, '2 Pali Hill, Bandra West')).rejects.toThrow(
      'COD start: 409 {"error":"Pay on delivery is not available for this order. Please pay online.","code":"COD_PAY_ONLINE"}',
    );
    await putBaseSettings();
  });
});
