// Photos per colour on the edit page (decision 0043): each colour's photos are toggles (aria-pressed) starting from
// the saved map; Save sends the chosen ones in the product's order (a colour with none chosen is left out), and a
// refusal is shown readably.
import type { Product } from '@zariya/shared/product';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ColourPhotosSection } from './colour-photos-section';

const product = {
  id: 7,
  colors: ['Maroon', 'Gold'],
  sizes: ['M'],
  images: ['/images/a.jpg', '/images/b.jpg', '/images/c.jpg'],
  colorImages: { Maroon: ['/images/b.jpg'] },
} as unknown as Product;

describe('ColourPhotosSection', () => {
  it('toggles photos per colour and saves the map', async () => {
    const api = fakeApi({
      'PUT /admin/products/7/color-images': (body) => ({
        body: { message: 'Photos per colour saved.', colorImages: body?.colorImages },
      }),
    });
    renderWithApp(<ColourPhotosSection product={product} />);
    const photo = (colour: string, n: number) =>
      screen.getByRole('button', { name: `${colour}: photo ${n}` });
    expect(photo('Maroon', 2).getAttribute('aria-pressed')).toBe('true');
    expect(photo('Maroon', 1).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('all photos')).toBeTruthy();

    fireEvent.click(photo('Maroon', 1));
    fireEvent.click(photo('Gold', 3));
    fireEvent.click(photo('Gold', 3));
    expect(photo('Maroon', 1).getAttribute('aria-pressed')).toBe('true');
    expect(photo('Gold', 3).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /Save photos per colour/ }));
    await screen.findByText('Photos per colour saved.');
    expect(api.to('PUT /admin/products/7/color-images').map((c) => c.body)).toEqual([
      { colorImages: { Maroon: ['/images/a.jpg', '/images/b.jpg'] } },
    ]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'PUT /admin/products/7/color-images': () => ({
        status: 400,
        body: {
          error: 'Maroon: "/images/a.jpg" is not one of this product\'s photos.',
          code: 'INVALID_IMAGE',
        },
      }),
    });
    renderWithApp(<ColourPhotosSection product={product} />);
    fireEvent.click(screen.getByRole('button', { name: /Save photos per colour/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/is not one of this product's photos/);
  });
});
