import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { PhoneLogin } from './phone-login';

describe('PhoneLogin', () => {
  it('refuses a number outside India before calling the server', async () => {
    const api = fakeApi({});
    renderWithApp(<PhoneLogin />);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '+44 7700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code to my phone' }));
    expect(await screen.findByText('Please enter a valid Indian mobile number.')).toBeTruthy();
    expect(api.to('POST /phone/requestCode')).toHaveLength(0);
  });

  it('sends the code to the typed number, then signs in with the code and keeps the session', async () => {
    const api = fakeApi({
      'POST /phone/requestCode': () => ({
        body: { message: 'If this number can receive a code, we have sent one. It is valid for 5 minutes.' },
      }),
      'POST /phone/verifyCode': (body) =>
        body?.otp === '482913'
          ? { body: { token: 'phone-token', username: 'Lata', userId: 7 } }
          : {
              status: 401,
              body: { error: 'Invalid or expired OTP. Please try again.', code: 'OTP_INVALID' },
            },
    });
    renderWithApp(<PhoneLogin />);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '+91 98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code to my phone' }));
    const code = await screen.findByLabelText('Code from the SMS');
    expect(api.to('POST /phone/requestCode')[0].body).toEqual({ mobileNumber: '9876543210' });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByText('Invalid or expired OTP. Please try again.')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('phone-token'));
    expect(api.to('POST /phone/verifyCode').at(-1)?.body).toEqual({
      mobileNumber: '9876543210',
      otp: '482913',
    });
  });
});
