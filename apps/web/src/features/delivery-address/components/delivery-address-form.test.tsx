import { PINCODE_MESSAGES } from '@zariya/shared/pincode-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { DeliveryAddressForm } from './delivery-address-form';

const saved = {
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bangalore',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

function renderForm() {
  const userId = logIn();
  const api = fakeApi({
    'GET /pincode/560001': () => ({ body: { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' } }),
    'GET /pincode/700016': () => ({ body: { pincode: '700016', city: 'Kolkata', state: 'West Bengal' } }),
    'GET /pincode/999999': () => ({
      status: 404,
      body: { error: PINCODE_MESSAGES.unknown('999999'), code: 'UNKNOWN_PINCODE' },
    }),
  });
  renderWithApp(<DeliveryAddressForm userId={userId} initial={saved} onDone={() => {}} />);
  const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  return { api, field };
}

describe('DeliveryAddressForm pincode', () => {
  it('keeps the saved city until the pincode changes, then fills city and state from it', async () => {
    const { api, field } = renderForm();
    await waitFor(() => expect(api.to('GET /pincode/560001')).toHaveLength(1));
    expect(field('City').value).toBe('Bangalore');

    await userEvent.clear(field('Pincode'));
    await userEvent.type(field('Pincode'), '700016');
    await waitFor(() => expect(field('City').value).toBe('Kolkata'));
    expect(field('State').value).toBe('West Bengal');
    expect(screen.getByText('Kolkata, West Bengal')).toBeTruthy();
  });

  it('names an unknown pincode as soon as it is typed, and asks nothing for five digits', async () => {
    const { api, field } = renderForm();
    await userEvent.clear(field('Pincode'));
    await userEvent.type(field('Pincode'), '99999');
    expect(api.calls.filter((c) => c.path === '/pincode/99999')).toHaveLength(0);
    await userEvent.type(field('Pincode'), '9');
    await screen.findByText(PINCODE_MESSAGES.unknown('999999'));
    expect(field('City').value).toBe('Bangalore');
  });
});
