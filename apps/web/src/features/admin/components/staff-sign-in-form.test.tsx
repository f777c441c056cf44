import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { StaffSignInForm } from './staff-sign-in-form';

describe('StaffSignInForm', () => {
  it('marks both fields required and says which one is empty, on the field itself', async () => {
    renderWithApp(<StaffSignInForm />);
    const email = screen.getByLabelText('E-mail', { exact: false }) as HTMLInputElement;
    const password = screen.getByLabelText('Password', { exact: false }) as HTMLInputElement;
    expect([email.required, password.required]).toEqual([true, true]);

    fireEvent.change(email, { target: { value: 'meera@zariya.in' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Staff sign-in' }));

    const said = await screen.findByText('Please enter your password.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter your e-mail address.')).toBeNull();
  });
});
