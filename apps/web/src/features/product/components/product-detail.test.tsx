// The product page with variants (issue 24, decision 0043 phase 2 step 5): a sold-out size stays in view but
// cannot be chosen and says so; choosing a colour closes the sizes sold out in it; the price and "Only N left"
// follow the chosen variant; a sold-out choice disables the buttons with a sentence saying why.
import { act, fireEvent, screen } from '@testing-library/react';
import type { Product } from '@zariya/shared/product';
import type { Variant } from '@zariya/shared/variants';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import { ProductDetail } from './product-detail';

let id = 100;
const v = (size: string, color: string, stock: number, over: Partial<Variant> = {}): Variant => ({
  id: id++,
  size,
  color,
  sku: `ZR-9-${size}-${color}`,
  stock,
  price: 2499,
  oldPrice: 3299,
  available: stock > 0,
  ...over,
});

const kurta = {
  id: 9,
  _id: '9',
  brandname: 'Jaipur Threads',
  productname: 'Anarkali Kurta',
  category: 'Women Ethnic',
  description: '',
  new_price: 2499,
  old_price: 3299,
  price: 2499,
  available: true,
  stock: 11,
  stockMode: 'split',
  variants: [
    v('M', 'Red', 0),
    v('L', 'Red', 2),
    v('M', 'Blue', 6),
    v('L', 'Blue', 3, { price: 2799, oldPrice: null }),
  ],
  colorImages: { Blue: ['/images/blue.jpg'] },
  material: 'Cotton',
  colors: ['Red', 'Blue'],
  sizes: ['M', 'L'],
  specifications: [],
  ratings: [],
  ratingCount: 0,
  averageRating: 0,
  feedback: [],
  date: '2026-01-01T00:00:00.000Z',
  images: ['/images/red.jpg', '/images/back.jpg'],
  image: '/images/red.jpg',
} as unknown as Product;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the product page with variants', () => {
  it('keeps a sold-out size in view, unchoosable and named so; price and stock follow the choice', () => {
    renderWithApp(<ProductDetail product={kurta} addToCart={{ add: () => {}, pending: false }} />);
    // Before a colour, M sells in Blue: open.
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    const m = screen.getByRole('radio', { name: 'M, sold out' }) as HTMLInputElement;
    expect(m.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('· Only 2 left')).toBeTruthy();
    expect(screen.getByText('24% off')).toBeTruthy();
    // L in Blue has its own price and no MRP; Blue shows its own photos.
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByText('₹2,799')).toBeTruthy();
    expect(screen.queryByText('24% off')).toBeNull();
    expect(document.querySelector('img[src*="blue"]')).toBeTruthy();
    expect(document.querySelector('img[src*="red.jpg"]')).toBeNull();
  });

  it('a sold-out only choice disables the buttons and says why', () => {
    const single = {
      ...kurta,
      sizes: ['M'],
      colors: ['Red'],
      variants: [v('M', 'Red', 0)],
      stock: 0,
    } as unknown as Product;
    renderWithApp(<ProductDetail product={single} addToCart={{ add: () => {}, pending: false }} />);
    expect(screen.getByText('M · Red is sold out. Please choose another size or colour.')).toBeTruthy();
    for (const name of ['Add to Cart', 'Buy Now'])
      for (const button of screen.getAllByRole('button', { name }))
        expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says it in Hindi too', async () => {
    await loadLanguage('hi');
    await act(() => i18n.changeLanguage('hi'));
    renderWithApp(<ProductDetail product={kurta} addToCart={{ add: () => {}, pending: false }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect((screen.getByRole('radio', { name: 'M, बिक गया' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('· सिर्फ़ 2 बचे हैं')).toBeTruthy();
  });
});
