import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { CatalogueCsvView } from './catalogue-csv-view';

describe('CatalogueCsvView', () => {
  it('sends the chosen file to the dry run and lists its problems by row and column', async () => {
    const api = fakeApi({
      'POST /admin/catalogue/import/check': () => ({
        body: {
          layout: 'shopify',
          rows: 3,
          creates: 2,
          updates: 0,
          variants: 3,
          products: [],
          problems: [
            { row: 3, column: 'Variant SKU', code: 'DUPLICATE_SKU', message: 'SKU "SK-M" is also on row 2.' },
            {
              row: 4,
              column: 'Type',
              code: 'UNKNOWN_CATEGORY',
              message: '"Lehengas" is not one of the shop\'s categories.',
            },
          ],
          problemCount: 2,
          ready: false,
        },
      }),
    });
    renderWithApp(<CatalogueCsvView />);
    const file = new File(['Handle,Title\nx,X\n'], 'new.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), file);
    const report = await screen.findByRole('region', { name: 'Check report' });
    expect(within(report).getByRole('alert').textContent).toContain('2 problems to fix');
    const rows = within(report)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(1)).toEqual([
      '3Variant SKUSKU "SK-M" is also on row 2.',
      '4Type"Lehengas" is not one of the shop\'s categories.',
    ]);
    expect(api.to('POST /admin/catalogue/import/check')[0].body).toEqual({ csv: 'Handle,Title\nx,X\n' });
  });

  it('sends the zip of photos beside the CSV and checks again when it is removed', async () => {
    const bodies: Array<'json' | 'form'> = [];
    const api = fakeApi({
      'POST /admin/catalogue/import/check': (body) => {
        bodies.push(body ? 'json' : 'form');
        return {
          body: {
            layout: 'shop',
            rows: 1,
            creates: 1,
            updates: 0,
            variants: 1,
            products: [],
            problems: body
              ? [
                  {
                    row: 2,
                    column: 'images',
                    code: 'PHOTO_MISSING',
                    message: 'The zip has no photo "a.jpg".',
                  },
                ]
              : [],
            problemCount: body ? 1 : 0,
            ready: !body,
          },
        };
      },
    });
    renderWithApp(<CatalogueCsvView />);
    await userEvent.upload(
      screen.getByLabelText('Choose a zip of photos'),
      new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'photos.zip', { type: 'application/zip' }),
    );
    expect(api.calls).toHaveLength(0);
    await userEvent.upload(
      screen.getByLabelText('Choose a CSV file'),
      new File(['handle,images\nx,a.jpg\n'], 'new.csv', { type: 'text/csv' }),
    );
    const report = await screen.findByRole('region', { name: 'Check report' });
    expect(report.textContent).toContain('new.csv + photos.zip');
    expect(await screen.findByRole('button', { name: 'Import with the photos' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the zip of photos' }));
    expect((await screen.findByRole('alert')).textContent).toContain('1 problem to fix');
    expect(bodies).toEqual(['form', 'json']);
  }, 30_000);
});
