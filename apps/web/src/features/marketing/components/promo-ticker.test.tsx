import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { PromoTicker } from './promo-ticker';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The still list shown to reduced-motion users: each message once. */
function stillMessages(): string[] {
  const lists = screen.getByRole('region').querySelectorAll('ul');
  return [...lists[lists.length - 1].querySelectorAll('li')].map((li) => li.textContent ?? '');
}

describe('PromoTicker', () => {
  it('names the coupon and the free-shipping amount', () => {
    render(<PromoTicker />);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeTruthy();
    expect(stillMessages()).toEqual([
      'Use code PROMO2024 for an extra 10% off',
      'Free shipping on orders over ₹999',
    ]);
  });

  it('reads in Hindi with the same code and amount', async () => {
    await loadLanguage('hi');
    await act(() => i18n.changeLanguage('hi'));
    render(<PromoTicker />);
    expect(screen.getByRole('region', { name: 'ऑफ़र' })).toBeTruthy();
    expect(stillMessages()).toEqual([
      'कोड PROMO2024 से पाएँ 10% की अतिरिक्त छूट',
      '₹999 से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग',
    ]);
  });
});
