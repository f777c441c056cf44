import { MESSAGES } from '@zariya/shared/constants';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, ToastsFollowPage, toast } from './toaster';

const toastsWith = (text: string) =>
  [...document.querySelectorAll('[data-sonner-toast]')].filter((el) => el.textContent?.includes(text));

function Shop() {
  return (
    <>
      <MemoryRouter initialEntries={['/cart']}>
        <ToastsFollowPage />
        <Routes>
          <Route path="/cart" element={<Link to="/">Home</Link>} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/loginpage" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </>
  );
}

describe('toasts (issue 32, items 10 and 19)', () => {
  afterEach(() => act(() => void toast.dismiss()));

  it('shows a message once, however often it is raised', async () => {
    render(<Shop />);
    act(() => {
      toast.error(MESSAGES.invalidCoupon);
      toast.error(MESSAGES.invalidCoupon);
      toast.error(MESSAGES.invalidCoupon);
    });
    await waitFor(() => expect(toastsWith(MESSAGES.invalidCoupon)).toHaveLength(1));
  });

  it('offers a link to log in with "Please log in to add items to your cart."', async () => {
    render(<Shop />);
    act(() => void toast.error(MESSAGES.loginToAddToCart));
    await waitFor(() => expect(toastsWith(MESSAGES.loginToAddToCart)).toHaveLength(1));
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/loginpage');
    await userEvent.click(link);
    await screen.findByText('Login page');
  });

  it('leaves a toast behind when the shopper goes to another page', async () => {
    render(<Shop />);
    act(() => void toast.error(MESSAGES.cartHasOutOfStock));
    await waitFor(() => expect(toastsWith(MESSAGES.cartHasOutOfStock)).toHaveLength(1));
    // A toast raised with the navigation itself (a sign-in, then home) is for the next page: only older ones go.
    await new Promise((r) => setTimeout(r, 1_100));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByText('Home page');
    await waitFor(() => expect(toastsWith(MESSAGES.cartHasOutOfStock)).toHaveLength(0));
  });
});
