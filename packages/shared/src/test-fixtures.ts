// Sample data the tests on both sides share (server API tests, web component tests, shared unit tests). Not
// imported by the shop itself.
import type { GridCell } from './variants.ts';

/** The shop's GST details as the owner enters them (a Karnataka GSTIN, invoices numbered ZR…). */
export const SAMPLE_SHOP_GST = {
  legalName: 'Zariya Fashions Private Limited',
  tradeName: 'Zariya',
  address: 'Koramangala, Bengaluru 560034',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'ZR',
};

/** One cell of the owner's variant grid: made, at the product's own price and MRP unless `more` says otherwise. */
export const gridCell = (
  size: string,
  color: string,
  stock: number | null,
  more: Partial<GridCell> = {},
): GridCell => ({ size, color, stock, price: null, oldPrice: null, made: true, ...more });

/**
 * A list of the owner's Add Product form as the form numbers it (product rules §7):
 * `numberedFields('sizes', ['S', 'M'])` → `{ sizes_0: 'S', sizes_1: 'M' }`, likewise `color`.
 */
export const numberedFields = (name: 'sizes' | 'color', values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((value, n) => [`${name}_${n}`, value]));
