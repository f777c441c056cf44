import type { ProductCard } from '@zariya/shared/product';
import type { WishlistItem } from '@zariya/shared/wishlist';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp, testQueryClient } from '../../../test/render';
import { WishlistHeart } from './wishlist-heart';
import { WishlistLink } from './wishlist-link';
import { WishlistView } from './wishlist-view';

const product: ProductCard = {
  id: 41,
  brandname: 'Weaves of Kutch',
  productname: 'Ajrakh Kurta',
  category: 'Women Ethnic',
  new_price: 1899,
  old_price: 2499,
  available: true,
  stock: 5,
  colors: ['Indigo'],
  sizes: ['S', 'M'],
  ratingCount: 0,
  averageRating: 0,
  image: '/uploads/k.webp',
};

const item = (p: ProductCard): WishlistItem => ({
  productId: p.id,
  product: p,
  addedAt: '2026-11-01T00:00:00.000Z',
  priceWhenAdded: p.new_price,
  status: 'available',
  backInStock: false,
  backInSizes: [],
  priceDrop: null,
});

afterEach(() => localStorage.clear());

describe('the wishlist heart', () => {
  it('is drawn unpressed on the server even when this browser holds the heart', () => {
    localStorage.setItem('wishlist', JSON.stringify([product.id]));
    const html = renderToString(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <WishlistHeart product={product} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Add to wishlist: Ajrakh Kurta"');
  });

  it('keeps a visitor’s heart in this browser and toggles its label', async () => {
    renderWithApp(<WishlistHeart product={product} />);
    const heart = screen.getByRole('button', { name: 'Add to wishlist: Ajrakh Kurta' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Remove from wishlist: Ajrakh Kurta' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([product.id]);
  });

  it('presses at once for a logged-in shopper and lets go when the shop refuses', async () => {
    logIn();
    const api = fakeApi({
      'GET /wishlist': () => ({ body: { items: [] } }),
      [`PUT /wishlist/${product.id}`]: () => ({
        status: 409,
        body: { error: 'This product is no longer available.', code: 'PRODUCT_UNAVAILABLE' },
      }),
    });
    renderWithApp(<WishlistHeart product={product} />);
    await waitFor(() => expect(api.to('GET /wishlist')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Add to wishlist/ }));
    await screen.findByText('This product is no longer available.');
    expect(screen.getByRole('button', { name: /Add to wishlist/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('the header link', () => {
  it('merges the visitor’s hearts at login, forgets them, and counts the account’s list', async () => {
    localStorage.setItem('wishlist', JSON.stringify([product.id, 7]));
    let merged = false;
    const api = fakeApi({
      'GET /wishlist': () => ({ body: { items: merged ? [item(product)] : [] } }),
      'POST /wishlist/merge': () => {
        merged = true;
        return {
          body: {
            message: '1 product added to your wishlist.',
            merged: [product.id],
            skipped: [7],
            items: [item(product)],
          },
        };
      },
    });
    renderWithApp(<WishlistLink />);
    expect(screen.getByRole('link', { name: 'Wishlist (2 items)' })).toBeTruthy();
    act(() => void logIn());
    await waitFor(() => expect(localStorage.getItem('wishlist')).toBeNull());
    expect(api.to('POST /wishlist/merge')[0]?.body).toEqual({ productIds: [product.id, 7] });
    await screen.findByRole('link', { name: 'Wishlist (1 item)' });
  });
});

describe('the wishlist page for a visitor', () => {
  it('shows her stored hearts and forgets those the shop no longer sells', async () => {
    localStorage.setItem('wishlist', JSON.stringify([product.id, 99]));
    const api = fakeApi({ 'GET /wishlist/preview': () => ({ body: { items: [item(product)] } }) });
    renderWithApp(<WishlistView />);
    await screen.findByRole('article', { name: 'Ajrakh Kurta' });
    expect(screen.getByText(/Your wishlist is kept in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to cart' })).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([product.id]));
    expect(api.to('GET /wishlist/preview')).toHaveLength(1);
  });
});
