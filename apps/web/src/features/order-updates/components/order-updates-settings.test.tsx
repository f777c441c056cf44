import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { OrderUpdatesSettings } from './order-updates-settings';

describe('OrderUpdatesSettings', () => {
  it('shows e-mail always and turns WhatsApp on through the API', async () => {
    logIn();
    let whatsapp = false;
    const api = fakeApi({
      'GET /account/notifications': () => ({
        body: { email: true, whatsapp, whatsappNumber: '919876543210' },
      }),
      'PUT /account/notifications': (body) => {
        whatsapp = body?.whatsapp === true;
        return {
          body: {
            email: true,
            whatsapp,
            whatsappNumber: '919876543210',
            message: 'You will get order updates on WhatsApp too.',
          },
        };
      },
    });
    renderWithApp(<OrderUpdatesSettings />);
    const toggle = await screen.findByRole('switch', { name: 'Also on WhatsApp' });
    expect(screen.getByText('By e-mail, always')).toBeTruthy();
    expect(screen.getByText(/To \+919876543210/)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'You will get order updates on WhatsApp too.',
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(api.to('PUT /account/notifications')[0].body).toEqual({ whatsapp: true });
    expect(api.to('PUT /account/notifications')[0].auth).toBe('Bearer test-token');
  });

  it('says so when the change is refused', async () => {
    logIn();
    fakeApi({
      'GET /account/notifications': () => ({
        body: { email: true, whatsapp: false, whatsappNumber: '919876543210' },
      }),
      'PUT /account/notifications': () => ({
        status: 400,
        body: { error: 'whatsapp must be true or false.', code: 'VALIDATION_ERROR' },
      }),
    });
    renderWithApp(<OrderUpdatesSettings />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Also on WhatsApp' }));
    expect((await screen.findByRole('alert')).textContent).toBe('whatsapp must be true or false.');
  });
});
