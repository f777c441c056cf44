// Journey: a shopper raises a ticket about her order, the owner answers it on /usertickets and she reads the
// answer; the owner marks the order delivered, she reviews it with a photo and the product page shows the
// review and the new average.
import { MESSAGES } from '@zariya/shared/constants';
import type { PaymentOrder, PaymentResult, SaveOrderAnswer } from '@zariya/shared/orders-api';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { averageRating } from '@zariya/shared/ratings';
import { SUBSCRIBERS_CSV_COLUMNS } from '@zariya/shared/newsletter';
import type { SubmitFeedbackAnswer } from '@zariya/shared/reviews-api';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, PHONE, type Session } from './support/browser.ts';
import { loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

async function call<T>(shopper: Shopper, path: string, body: unknown, status = 200): Promise<T> {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== status) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

async function getProduct(id: number): Promise<Product> {
  return (await fetch(`${shopUrl()}/api/products/${id}`)).json() as Promise<Product>;
}

/** Buys one piece of a product the way the payment page does: createOrder, the test checkout, saveOrder. */
async function buy(shopper: Shopper, product: Product) {
  const choice = { size: product.sizes[0] ?? '', color: product.colors[0] ?? '' };
  const payment = await call<PaymentOrder>(
    shopper,
    '/createOrder',
    {
      userId: shopper.userId,
      amount: singlePurchaseTotal(product.new_price, 1, false),
      productId: product.id,
      quantity: 1,
      ...choice,
    },
    201,
  );
  const result = await call<PaymentResult>(shopper, '/payments/test/pay', { orderId: payment.id });
  const saved = await call<SaveOrderAnswer>(
    shopper,
    '/saveOrder',
    { userId: shopper.userId, productId: product.id, quantity: 1, ...choice, ...result },
    201,
  );
  return saved.order;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('support tickets and reviews', () => {
  let shopper: Shopper;
  let product: Product;
  let order: SaveOrderAnswer['order'];
  let phone: Session;
  let owner: Session;
  const stamp = Date.now().toString(36);
  const subject = `Saree not delivered yet ${stamp}`;
  const answer = `Your parcel left Surat today and reaches you on Friday. (${stamp})`;
  const reviewText = `Lovely drape and the zari shines in daylight. ${stamp}`;

  beforeAll(async () => {
    shopper = await signUpShopper(shopUrl(), 'Nandini Pillai');
    const listed = (await (await fetch(`${shopUrl()}/api/products?limit=100`)).json()) as Product[];
    // A random piece in stock, so parallel journeys rarely rate the same product.
    const inStock = listed.filter((p) => p.available && (p.stock ?? 0) >= 3);
    product = inStock[Math.floor(Math.random() * inStock.length)];
    order = await buy(shopper, product);
    phone = await openBrowser(PHONE);
    owner = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await phone?.close();
    await owner?.close();
  });

  it('the shopper raises a ticket about her order; a second one for the same order is refused', async () => {
    const { page } = phone;
    await loginInBrowser(page, shopper, '/yourorder?tab=raise');
    const panel = page.getByRole('tabpanel', { name: 'Raise Ticket' });

    await panel.getByRole('button', { name: 'Raise ticket' }).click();
    await expect.poll(() => panel.getByText('Please choose the order this is about.').count()).toBe(1);
    expect(await panel.getByText('Please choose a problem type.').count()).toBe(1);
    expect(await panel.getByText('Please enter a subject.').count()).toBe(1);
    expect(await panel.getByText('Please describe the problem.').count()).toBe(1);

    await panel.getByLabel('Order').selectOption(order.orderRef);
    await panel.getByLabel('Problem type').selectOption('Shipping Delay');
    await panel.getByLabel('Subject').fill(subject);
    await panel.getByLabel('Description').fill('Ordered last week and the tracking has not moved since.');
    await panel.getByRole('button', { name: 'Raise ticket' }).click();
    await expect.poll(() => toast(page, MESSAGES.ticketRaised).count()).toBe(1);
    expect(await panel.getByLabel('Subject').inputValue()).toBe('');

    await panel.getByLabel('Order').selectOption(order.orderRef);
    await panel.getByLabel('Problem type').selectOption('Other');
    await panel.getByLabel('Subject').fill(`Another question ${stamp}`);
    await panel.getByLabel('Description').fill('Also, can I change the delivery address?');
    await panel.getByRole('button', { name: 'Raise ticket' }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toBe(MESSAGES.ticketUnresolved);

    await page.getByRole('tab', { name: 'Your Previous Tickets' }).click();
    const card = page.getByRole('tabpanel', { name: 'Your Previous Tickets' }).getByRole('listitem').filter({
      hasText: subject,
    });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain(MESSAGES.noResponse);
    expect(await card.getByText('Pending', { exact: true }).count()).toBe(1);
  });

  it('the owner answers it on /usertickets: the list updates at once and the form closes', async () => {
    const { page } = owner;
    await openAdmin(page, '/usertickets');

    const card = page
      .getByRole('list', { name: 'Tickets' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect.poll(() => card.count()).toBe(1);
    const text = await card.textContent();
    expect(text).toContain(shopper.username);
    expect(text).toContain(shopper.email);
    expect(text).toContain(`Order #${order.orderRef}`);
    expect(text).toContain(MESSAGES.noResponse);

    await card.getByRole('button', { name: /Respond/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to ticket' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Status').selectOption('solved');
    await dialog.getByLabel('Response').fill(answer);
    await dialog.getByRole('button', { name: 'Send response' }).click();

    await expect.poll(() => toast(page, MESSAGES.responseSent).count()).toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.textContent()).toContain(answer);
    expect(await card.getByText('Solved', { exact: true }).count()).toBe(1);
  });

  it('the shopper reads the answer under Your Previous Tickets', async () => {
    const { page } = phone;
    await page.goto('/yourorder?tab=tickets');
    const card = page.getByRole('tabpanel', { name: 'Your Previous Tickets' }).getByRole('listitem').filter({
      hasText: subject,
    });
    await expect.poll(() => card.textContent()).toContain(answer);
    expect(await card.getByText('Solved', { exact: true }).count()).toBe(1);
    expect(await card.textContent()).not.toContain(MESSAGES.noResponse);
  });

  it('after the owner marks the order completed, she reviews it with a photo and the product page shows it', async () => {
    const before = await getProduct(product.id);
    await adminApi('POST', '/api/updateOrderStatus', {
      orderId: order.orderRef,
      userId: shopper.userId,
      status: 'completed',
    });

    const { page } = phone;
    await page.goto('/yourorder?tab=single');
    const card = page.getByRole('article', { name: new RegExp(`order ${order.orderRef}$`) });
    await card.getByRole('button', { name: 'Rate & Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate & review' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // Stars are required; a file that is not an image is refused before upload.
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => dialog.getByText('Please choose from 1 to 5 stars.').count()).toBe(1);
    await dialog.getByLabel(/Add a photo/).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect.poll(() => dialog.getByText('Please choose a JPEG, PNG or WebP image.').count()).toBe(1);

    const photo = await sharp({
      create: { width: 320, height: 400, channels: 3, background: { r: 150, g: 30, b: 70 } },
    })
      .png()
      .toBuffer();
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Your review').fill(reviewText);
    await dialog
      .getByLabel(/Add a photo/)
      .setInputFiles({ name: 'drape.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => dialog.getByRole('img', { name: /Your photo/ }).count()).toBe(1);

    const submitted = page.waitForResponse((res) => res.url().endsWith('/api/submitFeedback'));
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const feedback = (await response.json()) as SubmitFeedbackAnswer;
    await expect.poll(() => toast(page, MESSAGES.feedbackSubmitted).count()).toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByText('Reviewed').count()).toBe(1);
    expect(feedback.averageRating).toBe(averageRating([...before.ratings, 4]));

    await page.goto(`/product/${product.id}`);
    const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
    const average = `Rated ${feedback.averageRating} out of 5`;
    // The average's stars; a review with the same rating may carry the same label.
    await expect.poll(() => reviews.getByRole('img', { name: average }).count()).toBeGreaterThanOrEqual(1);
    expect(await reviews.textContent()).toContain(
      `${feedback.ratingsCount} ${feedback.ratingsCount === 1 ? 'rating' : 'ratings'}`,
    );
    const show = reviews.getByRole('button', { name: /Show reviews/ });
    if (await show.count()) await show.click();
    const review = reviews.getByRole('listitem').filter({ hasText: reviewText });
    await expect.poll(() => review.count()).toBe(1);
    expect(await review.textContent()).toContain(shopper.username);
    expect(await review.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
    const shared = review.getByRole('img', { name: /Shared by/ });
    await shared.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shared.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it('the owner downloads the newsletter subscribers as a CSV file', async () => {
    const number = `7${String(Date.now()).slice(-9)}`;
    await fetch(`${shopUrl()}/api/newsletterSubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ whatsappNumber: number }),
    });
    const { page } = owner;
    await page.goto('/newsletter');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^zariya-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path()) as string, 'utf8');
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header).toBe(SUBSCRIBERS_CSV_COLUMNS.join(','));
    expect(rows.some((row) => row.startsWith(`${number},no,`))).toBe(true);
  });
});
