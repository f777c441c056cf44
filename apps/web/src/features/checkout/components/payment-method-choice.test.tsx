import { COD_MESSAGES } from '@zariya/shared/cod';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { PaymentMethodChoice } from './payment-method-choice';

describe('PaymentMethodChoice', () => {
  it('offers pay on delivery with its fee', () => {
    const onChange = vi.fn();
    renderWithApp(
      <PaymentMethodChoice
        value="online"
        onChange={onChange}
        offer={{ offered: true, fee: 49, maxOrderValue: 5000 }}
      />,
    );
    const cod = screen.getByRole('radio', { name: /Pay on delivery/ });
    expect(screen.getByText('(+ ₹49 fee)')).toBeTruthy();
    fireEvent.click(cod);
    expect(onChange).toHaveBeenCalledWith('cod');
  });

  it('says why pay on delivery is not offered and keeps it off', () => {
    renderWithApp(
      <PaymentMethodChoice
        value="online"
        onChange={() => {}}
        offer={{
          offered: false,
          reason: COD_MESSAGES.pincodeRefused('110001'),
          fee: 49,
          maxOrderValue: 5000,
        }}
      />,
    );
    expect((screen.getByRole('radio', { name: /Pay on delivery/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(COD_MESSAGES.pincodeRefused('110001'))).toBeTruthy();
  });
});
