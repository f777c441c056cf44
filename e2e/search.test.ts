// Journey: a shopper searches from the header by typing (with keyboard-driven suggestions), with a typo, with
// nothing to find, and by voice through a stubbed SpeechRecognition.
import { describe, expect, it } from 'vitest';
import { browserPerBlock, DESKTOP, openBrowser, overflowX, PHONE, shoot } from './support/browser.ts';
import { shopUrl } from './support/shop.ts';

const PLACEHOLDER = 'Search for Price, Products, Brands and More';

/** A fake recogniser: records its language, then after `delayMs` reports `transcript` or fails with `error`. */
function stubRecognition({
  transcript,
  error,
  delayMs,
}: {
  transcript?: string;
  error?: string;
  delayMs: number;
}) {
  class FakeRecognition {
    lang = '';
    interimResults = true;
    maxAlternatives = 5;
    continuous = true;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      (window as unknown as { __voiceLang: string }).__voiceLang = this.lang;
      setTimeout(() => {
        if (error) this.onerror?.({ error });
        else this.onresult?.({ results: [[{ transcript, confidence: 0.9 }]] });
        this.onend?.();
      }, delayMs);
    }
    stop() {
      this.onend?.();
    }
    abort() {}
  }
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
}

describe('search', () => {
  const s = browserPerBlock('/');

  it('suggests products as you type; arrows and Enter open the highlighted one', async () => {
    const { page } = s;
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('kanj', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect.poll(() => listbox.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = await listbox.getByRole('option').allTextContents();
    expect(options.some((text) => /kanj/i.test(text))).toBe(true);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = listbox.getByRole('option').nth(options.length > 1 ? 1 : 0);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');

    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    const first = listbox.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    const name = (await first.locator('span').first().textContent()) ?? '';
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name }).count(), { timeout: 15_000 })
      .toBe(1);
  });

  it("ignores blank text, finds sarees for the typo 'sare', and clears the box 3 s later", async () => {
    const { page } = s;
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');

    await box.fill('sare');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/\/search\?query=sare$/);
    await expect.poll(() => page.title()).toContain('Search results for "sare"');
    const results = page.getByRole('list', { name: 'Search results for sare' });
    await expect.poll(() => results.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const names = await results.getByRole('listitem').getByRole('link').allTextContents();
    expect(names.filter((n) => /saree/i.test(n)).length).toBeGreaterThan(names.length / 2);
    expect(await box.inputValue()).toBe('sare');
    await expect.poll(() => box.inputValue(), { timeout: 5000 }).toBe('');

    const res = await fetch(`${shopUrl()}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'sare', limit: 1 }),
    });
    const total = Number(res.headers.get('x-total-count'));
    await expect.poll(() => page.getByText(`${total} products`, { exact: true }).count()).toBe(1);
    await shoot(page, 'search-1280');
  });

  it("says 'No results found' when nothing matches", async () => {
    const { page } = s;
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('zzqxv plvw');
    await box.press('Enter');
    await expect.poll(() => page.getByText('No results found').count(), { timeout: 15_000 }).toBe(1);
  });

  it("searches by voice: a beep, 'Listening...', then the transcript fills the box and searches", async () => {
    const voice = await openBrowser(DESKTOP);
    try {
      const { page } = voice;
      await page.addInitScript(stubRecognition, { transcript: 'silk saree', delayMs: 1200 });
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await page.getByRole('button', { name: 'Search by voice' }).click();
      await expect.poll(() => box.getAttribute('placeholder')).toBe('Listening...');
      expect(await page.evaluate(() => (window as unknown as { __voiceLang: string }).__voiceLang)).toBe(
        'en-US',
      );
      await expect.poll(() => page.url(), { timeout: 5000 }).toMatch(/\/search\?query=silk(%20|\+)saree$/);
      expect(await box.inputValue()).toBe('silk saree');
      expect(await box.getAttribute('placeholder')).toBe(PLACEHOLDER);
      const results = page.getByRole('list', { name: 'Search results for silk saree' });
      await expect.poll(() => results.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      await voice.close();
    }
  });

  it('stops listening on a voice error and stays on the page', async () => {
    const voice = await openBrowser(DESKTOP);
    try {
      const { page } = voice;
      await page.addInitScript(stubRecognition, { error: 'no-speech', delayMs: 1500 });
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await page.getByRole('button', { name: 'Search by voice' }).click();
      await expect.poll(() => box.getAttribute('placeholder')).toBe('Listening...');
      await expect.poll(() => box.getAttribute('placeholder'), { timeout: 5000 }).toBe(PLACEHOLDER);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await box.inputValue()).toBe('');
    } finally {
      await voice.close();
    }
  });

  it('hides the microphone where the browser has no speech recognition', async () => {
    const plain = await openBrowser(DESKTOP);
    try {
      const { page } = plain;
      await page.addInitScript(() => {
        Object.defineProperty(window, 'SpeechRecognition', { value: undefined, configurable: true });
        Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
      });
      await page.goto('/');
      await expect.poll(() => page.getByRole('button', { name: 'Search', exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Search by voice' }).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('shows results on a phone without overflow', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto('/search?query=kurta');
      const results = page.getByRole('list', { name: 'Search results for kurta' });
      await expect.poll(() => results.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      await shoot(page, 'search-390');
    } finally {
      await phone.close();
    }
  });
});
