import { GSTIN_MESSAGES } from '@zariya/shared/gstin';
import { ShopGstSchema } from '@zariya/shared/gst-api';
import { SAMPLE_SHOP_GST } from '@zariya/shared/test-fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ShopGstForm } from './shop-gst-form';

const SAVED = SAMPLE_SHOP_GST;

function renderForm() {
  const api = fakeApi({
    'PUT /admin/gst/shop': (body) => ({
      body: { message: 'GST details saved.', shop: ShopGstSchema.parse(body), categoryHsn: {}, rates: [] },
    }),
  });
  renderWithApp(<ShopGstForm shop={null} />);
  return api;
}

async function fillIn(gstin: string) {
  await userEvent.type(screen.getByLabelText('Legal name'), SAVED.legalName);
  await userEvent.type(screen.getByLabelText('Registered address'), SAVED.address);
  await userEvent.selectOptions(screen.getByLabelText('State'), '29');
  await userEvent.type(screen.getByLabelText('GSTIN'), gstin);
  await userEvent.click(screen.getByRole('button', { name: 'Save GST details' }));
}

describe('the GST details form', () => {
  it('refuses a GSTIN with a wrong check character before sending anything', async () => {
    const api = renderForm();
    await fillIn('29aagcb7383j1z5');
    expect(await screen.findByText(GSTIN_MESSAGES.checksum)).toBeTruthy();
    expect(screen.getByLabelText('GSTIN').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a valid one, upper-cased, and shows how invoices will be numbered', async () => {
    const api = renderForm();
    expect(screen.getByText(/Invoices are numbered like ZR\/\d\d-\d\d\/000001/)).toBeTruthy();
    await fillIn('29aagcb7383j1z4');
    await waitFor(() => expect(api.to('PUT /admin/gst/shop')).toHaveLength(1));
    expect(api.to('PUT /admin/gst/shop')[0].body).toEqual(SAVED);
  });
});
