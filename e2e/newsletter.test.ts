// Journey: a visitor subscribes to the WhatsApp newsletter from the home page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openBrowser, type Session } from './support/browser.ts';
import { adminApi } from './support/admin.ts';

describe('newsletter box', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    await s.page.goto('/');
  });
  afterAll(async () => s?.close());

  const input = () => s.page.getByRole('textbox', { name: /whatsapp/i });
  const subscribe = () => s.page.getByRole('button', { name: 'Subscribe' });

  it('rejects a short number with the spec message, cleared after 3 s', async () => {
    await input().fill('98765');
    await subscribe().click();
    const message = s.page.getByText('Please enter a valid 10-digit WhatsApp number');
    await expect.poll(() => message.count()).toBe(1);
    await expect.poll(() => message.count(), { timeout: 6000 }).toBe(0);
  });

  it('subscribes a valid number, and the owner sees it once', async () => {
    const number = `9${String(Date.now()).slice(-9)}`;
    await input().fill(number);
    await subscribe().click();
    await expect.poll(() => s.page.getByText(/thank you for subscribing/i).count()).toBe(1);
    expect(await input().inputValue()).toBe('');

    await input().fill(number);
    await subscribe().click();
    await expect.poll(() => s.page.getByText(/already subscribed/i).count()).toBe(1);

    const list = await adminApi<Array<{ whatsappNumber: string }>>('GET', '/api/getSubscribers');
    expect(list.filter((x) => x.whatsappNumber === number)).toHaveLength(1);
  });
});
