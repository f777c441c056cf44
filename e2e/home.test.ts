// Journey: a shopper lands on the home page and sees a shop: carousel, ticker, new arrivals.
import { describe, expect, it } from 'vitest';
import { browserPerBlock, DESKTOP, openBrowser, overflowX, PHONE, shoot } from './support/browser.ts';

describe('home page', () => {
  const s = browserPerBlock('/');

  it.each(['Recently Launched Sarees', 'Recently Launched Western Attires'])(
    "shows '%s' with 15 real product cards once scrolled to",
    async (title) => {
      const section = s.page.getByRole('region', { name: title });
      // The server draws a rail's first six cards; the rest join when the rail comes near the screen.
      await expect.poll(() => section.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.getByRole('listitem').count(), { timeout: 15_000 }).toBe(15);
      const first = section.getByRole('listitem').first();
      await expect.poll(() => first.textContent()).toMatch(/₹[\d,]+/);
      expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/product\/\d+$/);
      expect(await first.getByRole('img', { name: /rated .* out of 5/i }).count()).toBe(1);
    },
  );

  it('shows a struck old price and a % off label on discounted cards', async () => {
    const section = s.page.getByRole('region', { name: 'Recently Launched Sarees' });
    await expect.poll(() => section.getByText(/^\d+% off$/).count()).toBeGreaterThan(0);
    expect(await section.locator('s, del').count()).toBeGreaterThan(0);
  });

  it('runs the carousel: five dots, one active, advancing every 3 s', async () => {
    const carousel = s.page.getByRole('region', { name: 'Featured collections' });
    const dots = carousel.getByRole('button', { name: /Go to slide \d/ });
    await expect.poll(() => dots.count()).toBe(5);
    const active = () => carousel.locator('[aria-current="true"]').getAttribute('aria-label');
    const before = await active();
    await s.page.mouse.move(0, 0);
    await expect.poll(active, { timeout: 8000, interval: 250 }).not.toBe(before);
    await dots.nth(3).click();
    await expect.poll(active).toBe('Go to slide 4');
    const slideLinks = await carousel
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(
      slideLinks.every((href) =>
        /^\/(saree|womenwestern|womenethnic|regionalattires|accessories|salwarsuits)$/.test(href ?? ''),
      ),
    ).toBe(true);
  });

  it('keeps the carousel moving after the window is resized and a phone is turned', async () => {
    const turned = await openBrowser(PHONE);
    try {
      const { page } = turned;
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Featured collections' });
      await expect.poll(() => carousel.getByRole('button', { name: /Go to slide/ }).count()).toBe(5);
      const active = () => carousel.locator('[aria-current="true"]').getAttribute('aria-label');
      const advances = async () => {
        const before = await active();
        await expect.poll(active, { timeout: 8000, interval: 250 }).not.toBe(before);
      };
      await advances();
      // Turn the phone to landscape, then back; then a desktop window made narrower.
      await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
      await advances();
      await page.setViewportSize(PHONE);
      await advances();
      await page.setViewportSize(DESKTOP);
      await page.mouse.move(0, 0);
      await page.setViewportSize({ width: 900, height: DESKTOP.height });
      await advances();
      expect(await carousel.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(1);
    } finally {
      await turned.close();
    }
  });

  it('shows the PROMO2024 ticker, shop-by-price tiles and the newsletter box', async () => {
    await expect.poll(() => s.page.getByText(/PROMO2024/).count()).toBeGreaterThan(0);
    const byPrice = s.page.getByRole('region', { name: 'Shop by Price' });
    const tiles = await byPrice
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tiles)).toEqual(new Set(['/saree']));
    await expect.poll(() => s.page.getByRole('heading', { name: 'Exclusive Offers' }).count()).toBe(1);
    await expect.poll(() => s.page.getByRole('textbox', { name: /whatsapp/i }).count()).toBe(1);
  });

  it('has the header: search box, login link, category links, and the footer admin link', async () => {
    expect(
      await s.page.getByPlaceholder('Search for Price, Products, Brands and More').count(),
    ).toBeGreaterThan(0);
    expect(await s.page.getByRole('link', { name: 'Login/Sign up' }).count()).toBeGreaterThan(0);
    expect(await s.page.getByRole('link', { name: 'Sarees' }).count()).toBeGreaterThan(0);
    const admin = s.page.getByRole('contentinfo').getByRole('link', { name: 'Admin' });
    expect(await admin.getAttribute('href')).toBe('/admin-password');
    await shoot(s.page, 'home-1280');
  });

  it('looks right on a phone', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await phone.page.goto('/');
      const section = phone.page.getByRole('region', { name: 'Recently Launched Sarees' });
      await expect.poll(() => section.getByRole('listitem').count(), { timeout: 15_000 }).toBe(15);
      expect(await overflowX(phone.page)).toBeLessThanOrEqual(0);
      await shoot(phone.page, 'home-390');
    } finally {
      await phone.close();
    }
  });

  it('does not auto-advance the carousel for reduced-motion users', async () => {
    const calm = await openBrowser(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await calm.page.goto('/');
      const carousel = calm.page.getByRole('region', { name: 'Featured collections' });
      await expect.poll(() => carousel.getByRole('button', { name: /Go to slide/ }).count()).toBe(5);
      const active = () => carousel.locator('[aria-current="true"]').getAttribute('aria-label');
      const before = await active();
      await calm.page.waitForTimeout(4000);
      expect(await active()).toBe(before);
    } finally {
      await calm.close();
    }
  });
});
