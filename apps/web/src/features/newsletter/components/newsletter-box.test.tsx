import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_MESSAGES } from '@zariya/shared/marketing-consent';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { NewsletterBox } from './newsletter-box';

describe('NewsletterBox', () => {
  it('subscribes with her token and the language of the box when she is signed in', async () => {
    logIn();
    const api = fakeApi({
      'POST /newsletterSubscribe': () => ({
        status: 201,
        body: { message: 'Thank you for subscribing! Offers will reach you on WhatsApp.' },
      }),
    });
    renderWithApp(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText('WhatsApp number'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Thank you for subscribing! Offers will reach you on WhatsApp.');
    const [call] = api.to('POST /newsletterSubscribe');
    expect(call.body).toEqual({ whatsappNumber: '9876543210', language: 'en' });
    expect(call.auth).toBe('Bearer test-token');
  });

  it('stops offers to a number with one click under the box', async () => {
    const api = fakeApi({
      'POST /newsletterUnsubscribe': () => ({ body: { message: CONSENT_MESSAGES.unsubscribed } }),
    });
    renderWithApp(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText('WhatsApp number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Stop offers to this number' }));
    await screen.findByText(CONSENT_MESSAGES.unsubscribed);
    expect(api.to('POST /newsletterUnsubscribe')[0].body).toEqual({
      whatsappNumber: '9876543210',
      language: 'en',
    });
    expect(api.to('POST /newsletterSubscribe')).toHaveLength(0);
  });
});
