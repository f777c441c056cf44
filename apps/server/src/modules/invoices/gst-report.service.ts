// The owner's monthly GST report (CSV): every invoice and credit note line of the month (GSTR-1 style, B2C), then
// the HSN summary by HSN and rate (GSTR-1 table 12), net of credit notes. Shipping counts in the value of its HSN
// but not in the quantity of pieces.
import { toCsv } from '@zariya/shared/csv';
import { fromPaise, toPaise } from '@zariya/shared/pricing';
import type { Db } from '../../db/client.ts';
import * as repo from './invoices.repository.ts';

const LINE_HEADER = [
  'Document type',
  'Document number',
  'Document date',
  'Against invoice',
  'Order',
  'Recipient',
  'Recipient GSTIN',
  'Place of supply',
  'Reverse charge',
  'Document value',
  'HSN',
  'Description',
  'SKU',
  'Quantity',
  'UQC',
  'Rate %',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
];

const HSN_HEADER = [
  'HSN',
  'UQC',
  'Total quantity',
  'Rate %',
  'Total value',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
];

/** First day of the month and of the next, YYYY-MM-DD. */
export function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

type Sum = { qty: number; value: number; taxable: number; igst: number; cgst: number; sgst: number };

export async function monthlyReport(db: Db, month: string): Promise<string> {
  const [from, to] = monthRange(month);
  const docs = await repo.documentsBetween(db, from, to);
  const lines: Array<Array<string | number>> = [];
  const hsn = new Map<string, Sum>();
  for (const row of docs) {
    const d = row.document;
    const sign = row.kind === 'credit_note' ? -1 : 1;
    for (const l of d.lines) {
      lines.push([
        row.kind === 'invoice' ? 'Invoice' : 'Credit note',
        row.number,
        row.documentDate,
        d.against?.number ?? '',
        d.orderRef,
        d.buyer.name,
        d.buyer.gstin ?? '',
        `${d.placeOfSupply.code}-${d.placeOfSupply.name}`,
        'N',
        fromPaise(row.totalPaise).toFixed(2),
        l.hsn,
        l.description,
        l.sku ?? '',
        l.unit === 'PCS' ? l.quantity : 0,
        l.unit === 'PCS' ? 'PCS-PIECES' : 'NOS-NUMBERS',
        l.rate,
        l.taxableValue.toFixed(2),
        l.igst.toFixed(2),
        l.cgst.toFixed(2),
        l.sgst.toFixed(2),
      ]);
      const key = `${l.hsn}|${l.rate}`;
      const s = hsn.get(key) ?? { qty: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      if (l.unit === 'PCS') s.qty += sign * l.quantity;
      s.value += sign * toPaise(l.value);
      s.taxable += sign * toPaise(l.taxableValue);
      s.igst += sign * toPaise(l.igst);
      s.cgst += sign * toPaise(l.cgst);
      s.sgst += sign * toPaise(l.sgst);
      hsn.set(key, s);
    }
  }
  const rupees = (paise: number) => fromPaise(paise).toFixed(2);
  const summary = [...hsn.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, s]) => {
      const [code, rate] = key.split('|');
      return [
        code,
        'PCS-PIECES',
        s.qty,
        rate,
        rupees(s.value),
        rupees(s.taxable),
        rupees(s.igst),
        rupees(s.cgst),
        rupees(s.sgst),
      ];
    });
  return [
    `Invoice-wise lines ${month}\r\n${toCsv(LINE_HEADER, lines)}`,
    `HSN summary ${month}\r\n${toCsv(HSN_HEADER, summary)}`,
  ].join('\r\n');
}
