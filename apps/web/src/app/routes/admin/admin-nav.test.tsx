import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AdminNav } from './admin-nav';

describe('AdminNav', () => {
  it('reaches every desk from any admin page', () => {
    renderWithApp(<AdminNav />, { url: '/admin/refunds' });
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const links = [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Dashboard', '/admin'],
        ['Orders', '/allorders'],
        ['Products', '/admin-products'],
        ['Add product', '/addproduct'],
        ['Refunds', '/admin/refunds'],
        ['Tickets', '/usertickets'],
      ]),
    );
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Refunds');
  });

  it('marks Products on the product list under either address and on the edit page', () => {
    for (const url of ['/allproduct', '/admin-products?q=silk', '/edit-product']) {
      const { unmount } = renderWithApp(<AdminNav />, { url });
      expect(screen.getByRole('link', { current: 'page' }).textContent, url).toBe('Products');
      unmount();
    }
  });

  it('leaves the dashboard to its own full-size links', () => {
    renderWithApp(<AdminNav />, { url: '/admin' });
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
  });
});
