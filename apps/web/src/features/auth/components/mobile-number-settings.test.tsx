import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { MobileNumberSettings } from './mobile-number-settings';

describe('MobileNumberSettings', () => {
  it('says an unverified number gets no messages, and verifies it with the code sent to it', async () => {
    logIn();
    let verified = false;
    const api = fakeApi({
      'GET /account/phone': () => ({ body: { mobile: '9876543210', verified } }),
      'POST /account/phone/code': () => ({
        body: {
          message: 'We have sent a 6-digit code to your mobile.',
          sentTo: '••••••3210',
          channel: 'sms',
        },
      }),
      'POST /account/phone/verify': () => {
        verified = true;
        return { body: { mobile: '9876543210', verified: true, message: 'Your mobile number is verified.' } };
      },
    });
    renderWithApp(<MobileNumberSettings />);
    expect(await screen.findByText(/Not verified: we send no SMS or WhatsApp message/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to verify it' }));
    const code = await screen.findByLabelText('Code from the SMS');
    expect(api.to('POST /account/phone/code')[0].body).toEqual({ mobileNumber: '9876543210' });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Your mobile number is verified.')).toBeTruthy();
    expect(await screen.findByText(/Verified: codes and WhatsApp updates/)).toBeTruthy();
    expect(api.to('POST /account/phone/verify')[0].body).toEqual({
      mobileNumber: '9876543210',
      otp: '123456',
    });
  });
});
