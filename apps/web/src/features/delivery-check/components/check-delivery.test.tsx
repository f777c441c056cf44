import { formatDisplayDate, productPageDeliveryDate } from '@zariya/shared/dates';
import { PINCODE_MESSAGES } from '@zariya/shared/pincode-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { LAST_PINCODE_KEY } from '../hooks/use-last-pincode';
import { CheckDelivery } from './check-delivery';

const mumbai = {
  pincode: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  served: true,
  zone: 'metro',
  days: 4,
  promisedBy: '2026-11-30T06:30:00.000Z',
  cod: { offered: false, reason: 'Cash on delivery is not offered yet.' },
};

function stand() {
  return fakeApi({
    'GET /delivery-check/400001': () => ({ body: mumbai }),
    'GET /delivery-check/744301': () => ({
      body: {
        pincode: '744301',
        city: 'Nicobar',
        state: 'Andaman and Nicobar Islands',
        served: false,
        message: PINCODE_MESSAGES.notServed('744301'),
        cod: { offered: false },
      },
    }),
    'GET /delivery-check/999999': () => ({
      status: 404,
      body: { error: PINCODE_MESSAGES.unknown('999999'), code: 'UNKNOWN_PINCODE' },
    }),
  });
}

describe('CheckDelivery', () => {
  beforeEach(() => localStorage.clear());

  it("shows the spec's today + 5 days until a pincode is checked", () => {
    stand();
    renderWithApp(<CheckDelivery />);
    expect(screen.getByText(formatDisplayDate(productPageDeliveryDate(new Date())))).toBeTruthy();
  });

  it('answers the date and COD for a pincode, and remembers it', async () => {
    stand();
    renderWithApp(<CheckDelivery />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Delivery pincode' }), '400001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText(formatDisplayDate(mumbai.promisedBy));
    expect(screen.getByText(/at Mumbai, Maharashtra 400001/)).toBeTruthy();
    expect(screen.getByText('Cash on delivery not available here')).toBeTruthy();
    expect(localStorage.getItem(LAST_PINCODE_KEY)).toBe('400001');
  });

  it('checks the remembered pincode on the next visit', async () => {
    localStorage.setItem(LAST_PINCODE_KEY, '400001');
    const api = stand();
    renderWithApp(<CheckDelivery />);
    await screen.findByText(formatDisplayDate(mumbai.promisedBy));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery pincode' }).value).toBe('400001');
    expect(api.to('GET /delivery-check/400001')).toHaveLength(1);
  });

  it('says when a pincode is not served, unknown or malformed', async () => {
    const api = stand();
    renderWithApp(<CheckDelivery />);
    const box = screen.getByRole('textbox', { name: 'Delivery pincode' });
    const check = screen.getByRole('button', { name: 'Check' });
    await userEvent.type(box, '12345');
    await userEvent.click(check);
    await screen.findByText(PINCODE_MESSAGES.malformed);
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, '744301');
    await userEvent.click(check);
    await screen.findByText(PINCODE_MESSAGES.notServed('744301'));

    await userEvent.clear(box);
    await userEvent.type(box, '999999');
    await userEvent.click(check);
    await screen.findByText(PINCODE_MESSAGES.unknown('999999'));
    expect(localStorage.getItem(LAST_PINCODE_KEY)).toBe('999999');
  });

  it('shows no delivery date beside a wrong pincode (issue 32, item 6)', async () => {
    stand();
    renderWithApp(<CheckDelivery />);
    const getItBy = formatDisplayDate(productPageDeliveryDate(new Date()));
    const box = screen.getByRole('textbox', { name: 'Delivery pincode' });
    const check = screen.getByRole('button', { name: 'Check' });
    await userEvent.type(box, '12345');
    await userEvent.click(check);
    await screen.findByText(PINCODE_MESSAGES.malformed);
    expect(screen.queryByText(getItBy)).toBeNull();
    expect(screen.queryByText(/Get it by/)).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, '999999');
    await userEvent.click(check);
    await screen.findByText(PINCODE_MESSAGES.unknown('999999'));
    expect(screen.queryByText(getItBy)).toBeNull();
    expect(screen.queryByText(/Get it by/)).toBeNull();
  });
});
