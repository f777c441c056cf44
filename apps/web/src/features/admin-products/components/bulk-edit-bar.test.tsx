import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { BulkEditBar } from './bulk-edit-bar';

const job = (status: string, done: number) => ({
  body: {
    id: 7,
    kind: 'bulk',
    status,
    done,
    total: 2,
    counts: status === 'done' ? { changed: 2 } : {},
    problems: [],
    createdAt: '2026-11-27T10:00:00.000Z',
    finishedAt: status === 'done' ? '2026-11-27T10:00:01.000Z' : null,
  },
});

describe('BulkEditBar', () => {
  it('asks once, saying how many products and how prices round, then runs one job until done', async () => {
    let polls = 0;
    const api = fakeApi({
      'POST /admin/products/bulk': () => ({ status: 202, body: { jobId: 7, total: 2 } }),
      'GET /admin/products/bulk/7': () => (++polls < 2 ? job('running', 1) : job('done', 2)),
    });
    const onDone = vi.fn();
    renderWithApp(<BulkEditBar target={{ ids: [4, 9] }} onDone={onDone} />);
    const bar = screen.getByRole('region', { name: 'Bulk edit' });
    expect(within(bar).getByText('2 products selected')).toBeTruthy();
    await userEvent.type(within(bar).getByLabelText('Percent (e.g. 10 or -5)'), '10');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 products?' });
    expect(dialog.textContent).toContain('Raise the price of 2 products by 10\u00a0%');
    expect(dialog.textContent).toContain('₹1,000 becomes ₹1,100');
    expect(api.to('POST /admin/products/bulk')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change all 2' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
    expect(api.to('POST /admin/products/bulk')[0].body).toEqual({
      selection: { ids: [4, 9] },
      action: { type: 'price', mode: 'percent', value: 10 },
    });
  });

  it('says what is wrong with the value before asking', async () => {
    const api = fakeApi({});
    renderWithApp(<BulkEditBar target={{ ids: [4] }} onDone={() => {}} />);
    const bar = screen.getByRole('region', { name: 'Bulk edit' });
    await userEvent.selectOptions(within(bar).getByLabelText('Action'), 'stock');
    await userEvent.type(within(bar).getByLabelText('Stock'), '-3');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(within(bar).getByText('Enter the stock as a whole number from 0.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
