import { describe, expect, it } from 'vitest';
import { exportPath } from './customer-export';

describe('the customer export path', () => {
  it("carries the list's search, filters and sort, never its page, with the purpose", () => {
    const params = new URLSearchParams('q=priya&segment=repeat&page=3&language=hi&consent=&sort=spent');
    expect(exportPath(params, 'marketing', 'email')).toBe(
      '/admin/customers/export.csv?q=priya&segment=repeat&language=hi&sort=spent&purpose=marketing&channel=email',
    );
    expect(exportPath(params, 'records', 'email')).toBe(
      '/admin/customers/export.csv?q=priya&segment=repeat&language=hi&sort=spent&purpose=records',
    );
  });
});
