import { render, screen } from '@testing-library/react';
import type { AdminOrderItem } from '@zariya/shared/admin-orders-api';
import { describe, expect, it } from 'vitest';
import { OrderItems } from './order-items';

const item = (over: Partial<AdminOrderItem>): AdminOrderItem => ({
  productId: 3,
  productName: 'Chanderi Kurta',
  image: '',
  price: 1200,
  quantity: 1,
  size: 'M',
  color: 'Maroon',
  returnRequest: false,
  discountPaise: 0,
  discounts: [],
  variantId: 9,
  sku: 'ZR-3-M-MAROON',
  ...over,
});

describe('OrderItems (the desk and the packing view)', () => {
  it('shows each line’s SKU with its size and colour; a line without a variant shows what it has', () => {
    render(
      <OrderItems
        items={[
          item({}),
          item({ productId: 4, productName: 'Old Dupatta', variantId: null, sku: null, size: '' }),
        ]}
      />,
    );
    expect(screen.getByText('ZR-3-M-MAROON').parentElement?.textContent).toBe('SKU ZR-3-M-MAROON');
    expect(screen.getByText(/Size M · Colour Maroon · Qty 1/)).toBeTruthy();
    expect(screen.getAllByText(/^SKU/)).toHaveLength(1);
    expect(screen.getByText('Old Dupatta')).toBeTruthy();
  });

  it('names each offer that discounted a line, with its amount; a line without one shows none', () => {
    render(
      <OrderItems
        items={[
          item({
            discountPaise: 38454,
            discounts: [
              { offerId: 1, code: 'PROMO2024', name: 'PROMO2024 10% off', paise: 19990 },
              { offerId: 6, code: null, name: 'Diwali 10%', paise: 18464 },
            ],
          }),
          item({ productId: 4, productName: 'Old Dupatta', variantId: null, sku: null }),
        ]}
      />,
    );
    const lists = screen.getAllByRole('list', { name: 'Discounts on this line' });
    expect(lists).toHaveLength(1);
    expect([...lists[0].querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'PROMO2024 10% off -₹199.90',
      'Diwali 10% -₹184.64',
    ]);
  });
});
