import { describe, expect, it } from 'vitest';
import { BulkEditSchema, bulkPrice, importReportCsv, jobPercent } from './catalogue-jobs.ts';

describe('bulkPrice', () => {
  it('changes by a percent, rounded to whole rupees (half up, no binary noise)', () => {
    expect(bulkPrice({ newPrice: 1499, oldPrice: 2999 }, 'percent', 10)).toEqual({
      newPrice: 1649,
      oldPrice: 2999,
    });
    expect(bulkPrice({ newPrice: 5, oldPrice: null }, 'percent', 10)).toEqual({
      newPrice: 6,
      oldPrice: null,
    });
    expect(bulkPrice({ newPrice: 1000, oldPrice: 2000 }, 'percent', -12.5)).toEqual({
      newPrice: 875,
      oldPrice: 2000,
    });
  });
  it('changes by an amount, never below ₹1', () => {
    expect(bulkPrice({ newPrice: 50, oldPrice: 100 }, 'amount', -100)).toEqual({
      newPrice: 1,
      oldPrice: 100,
    });
    expect(bulkPrice({ newPrice: 1, oldPrice: null }, 'percent', -90)).toEqual({
      newPrice: 1,
      oldPrice: null,
    });
  });
  it('keeps the MRP at least the price', () => {
    expect(bulkPrice({ newPrice: 1499, oldPrice: 1600 }, 'percent', 10)).toEqual({
      newPrice: 1649,
      oldPrice: 1649,
    });
    expect(bulkPrice({ newPrice: 900, oldPrice: 1000 }, 'amount', 200)).toEqual({
      newPrice: 1100,
      oldPrice: 1100,
    });
  });
});

describe('BulkEditSchema', () => {
  const ok = (body: unknown) => BulkEditSchema.safeParse(body).success;
  const message = (body: unknown) => BulkEditSchema.safeParse(body).error?.issues[0]?.message;
  it('takes ids or a filter, and one action', () => {
    expect(ok({ selection: { ids: [1, 2] }, action: { type: 'archive' } })).toBe(true);
    expect(ok({ selection: { filter: {} }, action: { type: 'stock', stock: 3 } })).toBe(true);
    expect(
      ok({
        selection: { filter: { category: 'Saree' } },
        action: { type: 'category', category: 'Accessories' },
      }),
    ).toBe(true);
    expect(ok({ selection: { ids: [1] }, action: { type: 'price', mode: 'percent', value: 10 } })).toBe(true);
  });
  it('refuses bad input with a readable message', () => {
    expect(message({ selection: {}, action: { type: 'archive' } })).toBe(
      'Choose the products: ids, or a filter.',
    );
    expect(message({ selection: { ids: [1], filter: {} }, action: { type: 'archive' } })).toBe(
      'Choose the products: ids, or a filter.',
    );
    expect(message({ selection: { ids: [] }, action: { type: 'archive' } })).toBe(
      'Select at least one product.',
    );
    expect(message({ selection: { ids: [1] }, action: { type: 'price', mode: 'percent', value: 0 } })).toBe(
      'The change must not be zero.',
    );
    expect(
      message({ selection: { ids: [1] }, action: { type: 'price', mode: 'amount', value: 1.5 } }),
    ).toMatch(/whole rupees/);
    expect(
      message({ selection: { ids: [1] }, action: { type: 'price', mode: 'percent', value: 2000 } }),
    ).toMatch(/-90 to 1000/);
    expect(message({ selection: { ids: [1] }, action: { type: 'stock', stock: 1.5 } })).toBe(
      'Stock must be a whole number.',
    );
  });
});

describe('jobPercent and the report', () => {
  it('answers whole percents, 100 once finished', () => {
    expect(jobPercent({ status: 'running', done: 1, total: 3 })).toBe(33);
    expect(jobPercent({ status: 'queued', done: 0, total: 0 })).toBe(0);
    expect(jobPercent({ status: 'failed', done: 0, total: 3 })).toBe(100);
  });
  it('writes one line per product and per problem, formulas defused', () => {
    const csv = importReportCsv(
      [{ row: 2, handle: 'a', title: '=Kurta', productId: 4, outcome: 'created', message: '' }],
      ['Row 3, price: bad'],
    );
    expect(csv).toBe(
      'row,handle,title,product id,outcome,message\r\n2,a,\'=Kurta,4,created,\r\n,,,,problem,"Row 3, price: bad"\r\n',
    );
  });
});
