// The owner's variant grid (decision 0043): counting per size and colour shows a stock field per cell, "Set all"
// fills a colour's made cells, a bad count is refused at its cell by the shared rules, and the cells sent are the
// API's.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { checkGrid, type GridDraft, gridCells, gridDraft } from '../variant-grid-values';
import { VariantGrid } from './variant-grid';

const sizes = ['S', 'M'];
const colors = ['Red', 'Blue'];

function Harness({ onDraft }: { onDraft: (d: GridDraft) => void }) {
  const [draft, setDraft] = useState(() => gridDraft(sizes, colors));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <>
      <VariantGrid
        sizes={sizes}
        colors={colors}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          onDraft(next);
        }}
        errors={errors}
      />
      <button
        type="button"
        onClick={() => {
          const checked = checkGrid(draft, { sizes, colors, stockMode: 'pooled' });
          setErrors(checked.ok ? {} : checked.cellErrors);
        }}
      >
        Check
      </button>
    </>
  );
}

describe('VariantGrid', () => {
  it('counts per size and colour, sets a column, refuses a bad count at its cell', async () => {
    let latest: GridDraft = gridDraft(sizes, colors);
    renderWithApp(<Harness onDraft={(d) => (latest = d)} />);
    expect(screen.queryByLabelText('S / Red: stock')).toBeNull();
    expect(screen.getByText(/One stock figure for the whole product/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Count stock per size and colour' }));
    expect(screen.getByText(/The product's stock is their sum: not counted/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Stock for all of Red'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Price for all of Red'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set all of Red' }));
    expect((screen.getByLabelText('M / Red: stock') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('S / Red: price') as HTMLInputElement).value).toBe('1500');
    expect((screen.getByLabelText('S / Blue: stock') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/their sum: 6\./)).toBeTruthy();

    // A cell left out keeps no fields and is sent as not made.
    fireEvent.click(screen.getByLabelText('M / Blue: made'));
    expect(screen.queryByLabelText('M / Blue: stock')).toBeNull();
    expect(gridCells(latest, sizes, colors)).toEqual([
      { size: 'S', color: 'Red', sku: '', stock: 3, price: 1500, oldPrice: null, made: true },
      { size: 'S', color: 'Blue', sku: '', stock: null, price: null, oldPrice: null, made: true },
      { size: 'M', color: 'Red', sku: '', stock: 3, price: 1500, oldPrice: null, made: true },
      { size: 'M', color: 'Blue', sku: '', stock: null, price: null, oldPrice: null, made: false },
    ]);

    fireEvent.change(screen.getByLabelText('S / Blue: stock'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'S / Blue: Stock must be a whole number of pieces, 0 or more (or left blank when not counted).',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('S / Blue: stock').getAttribute('aria-invalid')).toBe('true');
  });

  it("a cell's own MRP is sent, and one below its price is refused at the cell", async () => {
    let latest: GridDraft = gridDraft(sizes, colors);
    renderWithApp(<Harness onDraft={(d) => (latest = d)} />);
    fireEvent.change(screen.getByLabelText('S / Red: price'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('S / Red: MRP'), { target: { value: '2500' } });
    expect(gridCells(latest, sizes, colors)[0]).toMatchObject({ price: 1500, oldPrice: 2500 });
    fireEvent.change(screen.getByLabelText('S / Red: MRP'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText("S / Red: A variant's MRP must be at least its price.")).toBeTruthy();
  });
});
