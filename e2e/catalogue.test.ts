// Journey: a shopper filters a category (brand + price band), shares the link, opens a product and meets the
// size/colour and login rules of the product page; structured data and the phone layout are checked on the way.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner } from './support/admin.ts';
import { DESKTOP, openBrowser, PHONE, type Session } from './support/browser.ts';
import { loginInBrowser, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const SHOTS = new URL('../test-results/screenshots/', import.meta.url).pathname;

type Facets = {
  total: number;
  brands: Array<{ value: string; count: number }>;
  priceBands: Array<{ id: string; label: string; count: number }>;
};
type Product = {
  id: number;
  brandname: string;
  productname: string;
  new_price: number;
  sizes: string[];
  colors: string[];
  images: string[];
  available: boolean;
  stock: number;
};

async function api<T>(path: string, init?: RequestInit): Promise<{ data: T; total: number }> {
  const res = await fetch(`${shopUrl()}/api${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return { data: (await res.json()) as T, total: Number(res.headers.get('x-total-count')) };
}

const BANDS: Record<string, [number, number]> = {
  '0-1000': [0, 1000],
  '1000-3000': [1000, 3000],
  '3000-5000': [3000, 5000],
  '5000-100000': [5000, Number.POSITIVE_INFINITY],
};

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('category page → filters → product page', () => {
  let s: Session;
  let brand: string;
  let band: { id: string; label: string; count: number };
  let expectedTotal: number;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // The brand with most sarees, and a price band it has products in, as the API counts them.
    const all = await api<Facets>('/products/facets?category=Saree');
    brand = [...all.data.brands].sort((a, b) => b.count - a.count)[0].value;
    const withBrand = await api<Facets>(`/products/facets?category=Saree&brand=${encodeURIComponent(brand)}`);
    band = withBrand.data.priceBands.filter((b) => b.count > 0)[0];
    const list = await api<Product[]>('/products/category', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'Saree', brand: [brand], price: [band.id] }),
    });
    expectedTotal = list.total;
    expect(expectedTotal).toBe(band.count);
    s = await openBrowser(DESKTOP);
  });
  afterAll(async () => s?.close());

  it('filters by brand and price band with counts, keeping the filters in the URL', async () => {
    const { page } = s;
    await page.goto('/saree');
    const grid = page.getByRole('list', { name: 'Sarees' });
    await expect.poll(() => grid.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const all = await api<Facets>('/products/facets?category=Saree');
    const brandCount = all.data.brands.find((b) => b.value === brand)?.count;
    const brandBox = filters.getByRole('checkbox', { name: `${brand} (${brandCount})`, exact: true });
    await expect.poll(() => brandBox.count(), { timeout: 10_000 }).toBe(1);
    await brandBox.check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('brand')).toEqual([brand]);

    // The price counts now describe this brand only.
    const bandBox = filters.getByRole('checkbox', { name: `${band.label} (${band.count})` });
    await expect.poll(() => bandBox.count(), { timeout: 10_000 }).toBe(1);
    await bandBox.check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('price')).toEqual([band.id]);
    expect(new URL(page.url()).searchParams.getAll('brand')).toEqual([brand]);

    const label = `${expectedTotal} ${expectedTotal === 1 ? 'product' : 'products'}`;
    await expect.poll(() => page.getByText(label, { exact: true }).count()).toBe(1);
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(Math.min(expectedTotal, 24));
    const cards = await grid.getByRole('listitem').allTextContents();
    const [min, max] = BANDS[band.id];
    for (const text of cards) {
      expect(text.toUpperCase()).toContain(brand.toUpperCase());
      const price = rupees(text.match(/₹[\d,]+/)?.[0] ?? '');
      expect(price).toBeGreaterThanOrEqual(min);
      expect(price).toBeLessThan(max);
    }
  });

  it('shows the same list from a shared link, and Clear Filters brings back the whole category', async () => {
    const shared = s.page.url();
    const other = await openBrowser(DESKTOP);
    try {
      await other.page.goto(shared);
      const label = `${expectedTotal} ${expectedTotal === 1 ? 'product' : 'products'}`;
      await expect
        .poll(() => other.page.getByText(label, { exact: true }).count(), { timeout: 15_000 })
        .toBe(1);
      const filters = other.page.getByRole('complementary', { name: 'Filters' });
      await expect
        .poll(() =>
          filters
            .getByRole('checkbox', { name: new RegExp(`^${band.label.replace(/[–]/g, '.')}`) })
            .isChecked(),
        )
        .toBe(true);
      await filters.getByRole('button', { name: 'Clear Filters' }).click();
      await expect.poll(() => new URL(other.page.url()).searchParams.has('brand')).toBe(false);
      const all = await api<Facets>('/products/facets?category=Saree');
      await expect
        .poll(() => other.page.getByText(`${all.data.total} products`, { exact: true }).count())
        .toBe(1);
    } finally {
      await other.close();
    }
  });

  it('sorts by price and shows quick add on hover; logged out, Add to bag asks to log in', async () => {
    const { page } = s;
    await page.goto('/saree');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    const grid = page.getByRole('list', { name: 'Sarees' });
    await expect
      .poll(async () => {
        const texts = await grid.getByRole('listitem').allTextContents();
        const prices = texts.map((t) => rupees(t.match(/₹[\d,]+/)?.[0] ?? ''));
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
      })
      .toBe(true);

    const card = grid.getByRole('listitem').first();
    const addToBag = card.getByRole('button', { name: 'Add to bag' });
    expect(await addToBag.evaluate((el) => getComputedStyle(el.closest('fieldset')!).opacity)).toBe('0');
    // Keyboard users get the same controls when focus enters the card.
    await card
      .getByRole('button', { name: /^Colour |^Size / })
      .first()
      .focus();
    await expect
      .poll(() => addToBag.evaluate((el) => getComputedStyle(el.closest('fieldset')!).opacity))
      .toBe('1');
    await card
      .getByRole('button', { name: /^Colour |^Size / })
      .first()
      .blur();
    await card.hover();
    await expect
      .poll(() => addToBag.evaluate((el) => getComputedStyle(el.closest('fieldset')!).opacity))
      .toBe('1');
    await addToBag.click();
    await expect
      .poll(() => page.getByText('Please log in to add items to your cart.').count())
      .toBeGreaterThan(0);
  });

  it('opens the product page from a card, with its permalink and Product JSON-LD', async () => {
    const { page } = s;
    const grid = page.getByRole('list', { name: 'Sarees' });
    const link = grid.getByRole('listitem').nth(1).getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).count()).toBe(1);
    await expect.poll(() => page.title()).toContain(name);
    const id = Number(page.url().split('/').at(-1));
    const { data: product } = await api<Product>(`/products/${id}`);
    // The card's summary is drawn at once; the JSON-LD then follows the full product (every photo).
    const readLd = async () =>
      JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    await expect.poll(async () => (await readLd()).image?.length).toBe(product.images.length);
    const ld = await readLd();
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.productname);
    expect(ld.brand.name).toBe(product.brandname);
    expect(ld.offers.priceCurrency).toBe('INR');
    expect(Number(ld.offers.price)).toBe(product.new_price);
    expect(ld.image.length).toBe(product.images.length);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(name);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/product/${id}$`),
    );

    // A refresh keeps the page (permalink).
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => page.getByText(/Get it by/).count()).toBe(1);
    expect(
      (await page.getByText('Be the first to review this product!').count()) +
        (await page.getByRole('list', { name: 'Reviews' }).count()),
    ).toBe(1);
  });

  it('asks a logged-out shopper to log in before Add to Cart or Buy Now', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.getByText('Please log in to add items to your cart.').count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect.poll(() => page.getByText('Please log in to buy products.').count()).toBeGreaterThan(0);
  });

  it('asks for size and colour, then Buy Now carries the choice to /buynow', async () => {
    // Pieces of the journey's own, uncounted in every size and colour: other journeys on this shared shop sell the
    // demo catalogue's sizes out while this one runs.
    const brandOwn = `Atelier ${Date.now().toString(36)}`;
    const westernPiece = (productname: string, color: string) =>
      addProductAsOwner(
        {
          brandname: brandOwn,
          productname,
          category: 'Women Western',
          new_price: '1299',
          material: 'Cotton',
          available: 'true',
          sizes_0: 'S',
          sizes_1: 'M',
          sizes_2: 'L',
          color_0: 'Black',
          color_1: 'Ivory',
        },
        { file: 'dress.png', background: color },
      );
    const product = await westernPiece(`Wrap Dress ${brandOwn}`, '#222222');
    const other = await westernPiece(`Shirt Dress ${brandOwn}`, '#eeeeee');
    const shopper = await signUpShopper(shopUrl(), 'Kavya Rao');
    const buyer = await openBrowser(DESKTOP);
    try {
      const { page } = buyer;
      await loginInBrowser(page, shopper, `/product/${product.id}`);
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await expect.poll(() => add.count(), { timeout: 15_000 }).toBe(1);
      await add.click();
      await expect.poll(() => page.getByText('Please select a size and color.').count()).toBeGreaterThan(0);

      await page.getByRole('radio', { name: product.sizes[1], exact: true }).check({ force: true });
      await add.click();
      await expect.poll(() => page.getByText('Please select a color.').count()).toBeGreaterThan(0);

      await page.reload();
      await page
        .getByRole('group', { name: /^Colour/ })
        .getByRole('radio')
        .nth(1)
        .check({ force: true });
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect.poll(() => page.getByText('Please select a size.').count()).toBeGreaterThan(0);

      await page.getByRole('radio', { name: product.sizes[0], exact: true }).check({ force: true });
      await add.click();
      await expect.poll(() => page.getByText('Product added to cart!').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/buynow');
      const state = await page.evaluate(() => (window.history.state as { usr?: unknown })?.usr);
      expect(state).toEqual({
        mode: 'single',
        productId: product.id,
        size: product.sizes[0],
        color: product.colors[1],
        quantity: 1,
      });

      // The card's quick add on the category page uses the card's own choices.
      await page.goto(`/womenwestern?brand=${encodeURIComponent(brandOwn)}`);
      const card = page
        .getByRole('list', { name: 'Western Wear' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: other.productname, exact: true }) });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await card.hover();
      const bag = card.getByRole('button', { name: 'Add to bag' });
      await bag.click();
      await expect.poll(() => page.getByText('Please select a color.').count()).toBeGreaterThan(0);
      await card
        .getByRole('button', { name: /^Colour / })
        .first()
        .click();
      await bag.click();
      await expect.poll(() => page.getByText('Please select a size.').count()).toBeGreaterThan(0);
      await card.getByRole('button', { name: `Size ${other.sizes[0]}` }).click();
      await bag.click();
      await expect.poll(() => page.getByText('Product added to cart!').count()).toBeGreaterThan(0);
      const cartLines = await fetch(`${shopUrl()}/api/getCartData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify({ userId: shopper.userId }),
      }).then((r) => r.json() as Promise<unknown>);
      const text = JSON.stringify(cartLines);
      expect(text).toContain(other.productname);
      expect(text).toContain(other.sizes[0]);
    } finally {
      await buyer.close();
    }
  });

  it("says 'Product not found.' without navigation state or for an unknown id", async () => {
    const { page } = s;
    await page.goto('/product');
    await expect.poll(() => page.getByText('Product not found.').count(), { timeout: 15_000 }).toBe(1);
    await page.goto('/product/99999999');
    await expect.poll(() => page.getByText('Product not found.').count(), { timeout: 15_000 }).toBe(1);
  });

  it('opens /product with { productId } in navigation state, switches photos and zooms', async () => {
    // Lists answer cards (two photos at most); the whole product comes from /products/:id.
    const { data: cards } = await api<Product[]>('/products?limit=100');
    let product: Product | undefined;
    for (const card of cards) {
      const { data: full } = await api<Product>(`/products/${card.id}`);
      if (full.images.length >= 3) {
        product = full;
        break;
      }
    }
    if (!product) throw new Error('the demo catalogue has no product with three photos');
    const { page } = s;
    await page.goto('/');
    // What a link with state does: history entry /product carrying { productId }, then the router reads it.
    await page.evaluate((id) => {
      window.history.pushState({ usr: { productId: id }, key: 'e2e', idx: 1 }, '', '/product');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, product.id);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: product.productname }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const thumbs = page.getByRole('list', { name: 'Product photos' }).getByRole('button');
    await expect.poll(() => thumbs.count()).toBe(Math.min(product.images.length, 8));
    // The photos sit side by side in a strip that scrolls; a thumbnail brings its photo into view.
    const third = page.getByRole('img', { name: /view 3 of/ });
    await thumbs.nth(2).click();
    await expect.poll(() => page.getByRole('button', { name: /^Zoom photo 3 of/ }).count()).toBe(1);
    await expect
      .poll(() =>
        third.evaluate((img) => {
          const strip = img.closest('ul')?.getBoundingClientRect();
          return Math.abs(img.getBoundingClientRect().left - (strip?.left ?? 0)) <= 1;
        }),
      )
      .toBe(true);
    expect(await third.getAttribute('srcset')).toMatch(/400w.*800w.*1200w/);
    await page.getByRole('button', { name: /^Zoom photo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Zoom' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}product-1280.png`, fullPage: true });
  });

  it('on a phone: filters open in a drawer, nothing overflows, the product page fits', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto('/saree');
      const grid = page.getByRole('list', { name: 'Sarees' });
      await expect.poll(() => grid.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}category-390.png`, fullPage: true });
      await page.getByRole('button', { name: /^Filters/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect
        .poll(() =>
          drawer.getByRole('checkbox', { name: new RegExp(brand.replace(/[.&]/g, '\\$&')) }).count(),
        )
        .toBe(1);
      await page.screenshot({ path: `${SHOTS}category-filters-390.png` });
      await drawer.getByRole('checkbox', { name: new RegExp(brand.replace(/[.&]/g, '\\$&')) }).check();
      await drawer.getByRole('button', { name: 'Apply Filters' }).click();
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => new URL(page.url()).searchParams.getAll('brand')).toEqual([brand]);
      await expect.poll(() => page.getByRole('button', { name: /^Filters\W*1 applied$/ }).count()).toBe(1);

      await grid.getByRole('listitem').first().getByRole('link').click();
      await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
      await expect
        .poll(() => page.getByRole('button', { name: 'Buy Now' }).count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(1);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}product-390.png`, fullPage: true });
    } finally {
      await phone.close();
    }
  });

  it('takes a desktop screenshot of the category page', async () => {
    await s.page.goto('/womenwestern');
    const grid = s.page.getByRole('list', { name: 'Western Wear' });
    await expect.poll(() => grid.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await s.page.screenshot({ path: `${SHOTS}category-1280.png`, fullPage: true });
  });
});
