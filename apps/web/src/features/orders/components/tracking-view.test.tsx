import { screen, within } from '@testing-library/react';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import { TrackingView } from './tracking-view';

const common = {
  _id: '41',
  id: 41,
  userId: 7,
  status: 'Pending',
  statusChangeDate: null,
  deliveryAddress: null,
  date: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  userName: 'Asha',
  useremail: 'asha@example.com',
  usernumber: '9876543210',
  paymentId: 'pay_1',
  paymentMethod: 'online' as const,
  fulfilment: 'placed' as const,
  codFee: 0,
  shipment: null,
  promisedBy: null,
  refunds: [],
};

const single: SingleOrder = {
  ...common,
  kind: 'single',
  orderRef: '41',
  productId: 3,
  productName: 'Banarasi Silk Saree',
  image: '',
  color: 'Maroon',
  size: 'Free Size',
  quantity: 1,
  // ₹1,500 less Diwali 10% (₹150), ₹100 delivery.
  price: 1450,
  shippingFee: 100,
  couponApplied: false,
  returnRequest: false,
  discountPaise: 15000,
  discounts: [{ offerId: 5, code: null, name: 'Diwali 10%', paise: 15000 }],
};

const bundle: BundleOrder = {
  ...common,
  kind: 'bundle',
  orderRef: 'B-9',
  couponApplied: true,
  couponCode: 'PROMO2024',
  // ₹1,999 + ₹1,249 less ₹624.80 of offers; free delivery.
  totalAmount: 2623.2,
  products: [
    {
      productId: 3,
      productName: 'Banarasi Silk Saree',
      price: 1999,
      quantity: 1,
      size: 'Free Size',
      color: 'Maroon',
      image: '',
      couponApplied: false,
      lineTotal: 1999,
      returnRequest: false,
      discountPaise: 38454,
      discounts: [
        { offerId: 1, code: 'PROMO2024', name: 'PROMO2024 10% off', paise: 19990 },
        { offerId: 6, code: null, name: 'Festive ₹300 off', paise: 18464 },
      ],
    },
    {
      productId: 4,
      productName: 'Chanderi Kurta',
      price: 1249,
      quantity: 1,
      size: 'M',
      color: 'Teal',
      image: '',
      couponApplied: false,
      lineTotal: 1249,
      returnRequest: false,
      discountPaise: 24026,
      // An offer deleted since: its code stands for it; none at all: "Discount".
      discounts: [
        { offerId: null, code: 'PROMO2024', name: null, paise: 12490 },
        { offerId: null, code: null, name: null, paise: 11536 },
      ],
    },
  ],
};

const NOW = new Date('2026-11-21T10:00:00.000Z');
const row = (label: string) => screen.getByText(label).closest('div')?.textContent;

describe('the shopper’s order page shows each line’s discount and the offers it came from', () => {
  afterEach(() => applyLanguage('en'));

  it('a single order: the offer under the item, the item before and after, and rows that add up', () => {
    renderWithApp(<TrackingView order={single} now={NOW} />);
    const offers = screen.getByRole('list', { name: 'Offers on this item' });
    expect(within(offers).getByRole('listitem').textContent).toBe('Diwali 10%-₹150');
    expect(screen.getByText('Before offers').parentElement?.textContent).toBe('Before offers ₹1,500');
    expect(row('Items')).toBe('Items₹1,500');
    expect(row('Offers')).toBe('Offers-₹150');
    expect(row('Delivery')).toBe('Delivery₹100');
    expect(row('Amount paid')).toBe('Amount paid₹1,450');
  });

  it('a bundle: each item names its offers (a deleted one by its code), the totals add up', () => {
    renderWithApp(<TrackingView order={bundle} now={NOW} />);
    const [saree, kurta] = screen.getAllByRole('list', { name: 'Offers on this item' });
    expect(
      within(saree)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PROMO2024 10% off-₹199.90', 'Festive ₹300 off-₹184.64']);
    expect(
      within(kurta)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PROMO2024-₹124.90', 'Discount-₹115.36']);
    expect(row('Items')).toBe('Items₹3,248');
    expect(row('Offers')).toBe('Offers-₹624.80');
    expect(screen.queryByText('Delivery')).toBeNull();
    expect(row('Amount paid')).toBe('Amount paid₹2,623.20');
  });

  it('in Hindi', async () => {
    await applyLanguage('hi');
    renderWithApp(<TrackingView order={single} now={NOW} />);
    expect(screen.getByRole('list', { name: 'इस आइटम पर ऑफ़र' }).textContent).toBe('Diwali 10%-₹150');
    expect(row('डिलीवरी')).toBe('डिलीवरी₹100');
    expect(row('ऑफ़र')).toBe('ऑफ़र-₹150');
  });
});
