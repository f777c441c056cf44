// The add form (issue 32 item 17): stock starts empty and must be entered; messages name fields as the owner
// reads them, without the API's field codes.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AddProductForm } from './add-product-form';

describe('AddProductForm', () => {
  it('starts with an empty stock and asks for a count', async () => {
    renderWithApp(<AddProductForm />);
    const stock = screen.getByLabelText(/^Stock/) as HTMLInputElement;
    expect(stock.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Please enter how many pieces you have in stock (0 if none yet).'),
    ).toBeTruthy();
  });

  it('names the price fields without their codes', async () => {
    renderWithApp(<AddProductForm />);
    fireEvent.change(screen.getByLabelText(/^Offer price/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Offer price must be a number.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/new_price|old_price/);
  });
});
