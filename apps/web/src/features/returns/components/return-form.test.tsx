import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnOptions } from '@zariya/shared/returns';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { ReturnForm } from './return-form';

const options = (variants: ReturnOptions['lines'][number]['variants']): ReturnOptions => ({
  orderRef: '7',
  refusal: null,
  deadline: null,
  lines: [
    {
      lineId: 7,
      productId: 3,
      productName: 'Chanderi Kurta',
      size: 'M',
      color: 'Maroon',
      quantity: 1,
      left: 1,
      sizes: ['S', 'M', 'L'],
      colors: ['Maroon', 'Gold'],
      inStock: variants.some((v) => v.inStock && !(v.size === 'M' && v.color === 'Maroon')),
      variants,
    },
  ],
});

/** Signs in, answers the order's return options with these variants, and opens the exchange choice. */
async function openExchange(variants: ReturnOptions['lines'][number]['variants']) {
  logIn();
  fakeApi({ 'GET /returns/options': () => ({ body: options(variants) }) });
  renderWithApp(<ReturnForm orderRef="7" onDone={() => {}} />);
  await userEvent.click(await screen.findByText('Exchange size or colour'));
}

const option = (name: string) => screen.getByRole('option', { name }) as HTMLOptionElement;

describe('ReturnForm exchange (stock per size × colour)', () => {
  it('shows the sizes sold out in the chosen colour as disabled, and follows the colour picked', async () => {
    await openExchange([
      { size: 'S', color: 'Maroon', inStock: false },
      { size: 'M', color: 'Maroon', inStock: true },
      { size: 'L', color: 'Maroon', inStock: true },
      { size: 'S', color: 'Gold', inStock: true },
      { size: 'M', color: 'Gold', inStock: false },
      { size: 'L', color: 'Gold', inStock: false },
    ]);
    // Nothing picked yet: S has a piece in Gold, so it can be chosen; every colour too.
    expect(option('S').disabled).toBe(false);
    expect(option('Gold').disabled).toBe(false);
    // Gold picked: S is there in Gold, L is not.
    await userEvent.selectOptions(screen.getByLabelText('New colour'), 'Gold');
    expect(option('S').disabled).toBe(false);
    expect(option('L, sold out').disabled).toBe(true);
    // Gold in the kept size M is sold out: said before sending.
    expect(screen.getByText('M · Gold is sold out. Please choose another size or colour.')).toBeTruthy();
    // L picked back in Maroon: Gold is sold out in L.
    await userEvent.selectOptions(screen.getByLabelText('New colour'), '');
    await userEvent.selectOptions(screen.getByLabelText('New size'), 'L');
    expect(option('Gold, sold out').disabled).toBe(true);
    expect(screen.queryByText(/is sold out/)).toBeNull();
  });

  it('offers no exchange when only the bought size and colour has pieces, though the product is on sale', async () => {
    await openExchange([
      { size: 'S', color: 'Maroon', inStock: false },
      { size: 'M', color: 'Maroon', inStock: true },
      { size: 'L', color: 'Maroon', inStock: false },
    ]);
    expect(
      screen.getByText('This product is out of stock, so it cannot be exchanged now; you can return it.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New size')).toBeNull();
  });
});
