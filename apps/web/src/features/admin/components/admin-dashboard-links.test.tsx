import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AdminDashboardLinks } from './admin-dashboard-links';

describe('AdminDashboardLinks', () => {
  it('names each link by its label and describes it by its note', () => {
    renderWithApp(<AdminDashboardLinks />);
    const link = screen.getByRole('link', {
      name: 'All Orders',
      description: 'Single and bundle orders, status',
    });
    expect(link.getAttribute('href')).toBe('/allorders');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Add Product',
      'All Products',
      'All Orders',
      'Refunds',
      'Returns',
      'Cash on delivery',
      'GST & invoices',
      'User tickets',
      'Newsletter',
      'Delivery',
      'Offers',
      'Size guides',
      'Search',
      'Background jobs',
    ]);
  });
});
