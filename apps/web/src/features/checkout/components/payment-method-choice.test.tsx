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

  it('shows both figures and "Pay online and save ₹N", and the nudge beside pay on delivery once chosen', () => {
    const props = {
      onChange: () => {},
      offer: { offered: true, fee: 49, maxOrderValue: 5000 },
      amounts: { online: 1800, cod: 2000 },
      payOnlineSaving: 200,
    };
    const { rerender } = renderWithApp(<PaymentMethodChoice value="online" {...props} />);
    expect(screen.getByRole('radio', { name: /Pay online · ₹1,800/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pay on delivery · ₹2,000/ })).toBeTruthy();
    expect(screen.getByTestId('pay-online-saving').textContent).toBe('Pay online and save ₹200');
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<PaymentMethodChoice value="cod" {...props} />);
    expect(screen.getByRole('note').textContent).toBe('Pay online and save ₹200');
    rerender(<PaymentMethodChoice value="cod" {...props} payOnlineSaving={0} />);
    expect(screen.queryByTestId('pay-online-saving')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
