import { COUPON_CODE, MESSAGES } from '@zariya/shared/constants';
import { cartSummary } from '@zariya/shared/pricing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { CouponForm } from './coupon-form';

const emptyCart = {
  cart: [],
  summary: { ...cartSummary([], { bundleCoupon: false }), bundleCouponApplied: false },
  cartCount: 0,
  canCheckout: true,
};

function renderForm(applied = false) {
  logIn();
  const api = fakeApi({
    'POST /applyCoupon': () => ({ body: { ...emptyCart, message: MESSAGES.lineCouponApplied } }),
    'POST /getCartData': () => ({ body: emptyCart }),
    'POST /getCartCount': () => ({ body: { cartCount: 0 } }),
  });
  renderWithApp(
    <CouponForm
      label="Coupon code for Banarasi saree"
      lineId={5}
      applied={applied}
      alreadyAppliedMessage={MESSAGES.lineCouponAlreadyApplied}
      appliedText={`${COUPON_CODE} applied: 10% off this item`}
    />,
  );
  return { api, field: screen.getByRole('textbox', { name: 'Coupon code for Banarasi saree' }) };
}

describe('CouponForm', () => {
  it('answers a blank code and a wrongly cased code at once, without asking the shop', async () => {
    const { api, field } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(MESSAGES.enterCoupon);
    await userEvent.type(field, 'promo2024');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(MESSAGES.invalidCoupon);
    expect(api.to('POST /applyCoupon')).toHaveLength(0);
  });

  it('applies PROMO2024 to its line, shows the shop answer and empties the field', async () => {
    const { api, field } = renderForm();
    await userEvent.type(field, ` ${COUPON_CODE} `);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(MESSAGES.lineCouponApplied);
    expect(api.to('POST /applyCoupon')[0].body).toEqual({ userId: '7', couponCode: COUPON_CODE, lineId: 5 });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('says the coupon is already applied instead of sending it again', async () => {
    const { api } = renderForm(true);
    expect(screen.getByText('PROMO2024 applied: 10% off this item')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(MESSAGES.lineCouponAlreadyApplied);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a coupon error by its field, not only as a toast (issue 32, item 19)', async () => {
    const { field } = renderForm();
    await userEvent.type(field, 'promo2024');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.invalidCoupon);
    // Typing again clears it.
    await userEvent.type(field, 'x');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });
});
