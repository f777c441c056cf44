// The PDF of an invoice or credit note (pdfkit), with every field of CGST Rule 46 (Rule 53 for credit notes).
// Noto Sans comes from @fontsource/noto-sans: its latin subset has no ₹, so the rupee sign is drawn from the
// latin-ext subset (the only glyph taken from it).
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { GstDocument } from '@zariya/shared/gst-api';

/** A credit note as its invoice's PDF lists it (number, date, reason, amount in rupees). */
export type ListedNote = { number: string; date: string; amount: number; reason: string };
import type PDFKit from 'pdfkit';

const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/LICENSE')),
  'files',
);
const FONTS = {
  regular: join(fontDir, 'noto-sans-latin-400-normal.woff'),
  bold: join(fontDir, 'noto-sans-latin-700-normal.woff'),
  rupee: join(fontDir, 'noto-sans-latin-ext-400-normal.woff'),
};

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (n: number) => money.format(n);
const displayDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

type Doc = InstanceType<typeof PDFKit>;

/**
 * Left-aligned text whose ₹ signs come from the font that has them, wrapped at spaces within `width` (a word longer
 * than the width is cut where it must be). pdfkit wraps a run of several fonts between the fonts too ("above ₹" at
 * one line's end, "2,999" at the next), so the words are laid out here and each piece drawn where it falls.
 */
function rich(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  font: 'regular' | 'bold',
  size: number,
  width = 1e6,
) {
  doc.fontSize(size);
  const fontOf = (piece: string) => (piece === '₹' ? 'rupee' : font);
  const widthOf = (piece: string) => doc.font(fontOf(piece)).widthOfString(piece);
  const space = doc.font(font).widthOfString(' ');
  const lineHeight = doc.font(font).currentLineHeight(true);
  /** A word as its pieces (₹ apart), cut into parts no wider than the line. */
  const partsOf = (word: string): string[][] => {
    const parts: string[][] = [[]];
    let used = 0;
    for (const piece of word.split(/(₹)/).filter(Boolean)) {
      for (const chunk of widthOf(piece) <= width ? [piece] : [...piece]) {
        const w = widthOf(chunk);
        if (used + w > width && used > 0) {
          parts.push([]);
          used = 0;
        }
        parts[parts.length - 1].push(chunk);
        used += w;
      }
    }
    return parts;
  };
  const lines: string[][][] = [];
  for (const paragraph of text.split('\n')) {
    let line: string[][] = [];
    let used = 0;
    for (const word of paragraph.split(' ').filter(Boolean).flatMap(partsOf)) {
      const w = word.reduce((sum, piece) => sum + widthOf(piece), 0);
      if (line.length > 0 && used + space + w > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? space : 0) + w;
      line.push(word);
    }
    lines.push(line);
  }
  lines.forEach((line, n) => {
    let at = x;
    for (const word of line) {
      for (const piece of word) {
        doc.font(fontOf(piece)).text(piece, at, y + n * lineHeight, { lineBreak: false });
        at += widthOf(piece);
      }
      at += space;
    }
  });
  doc.font(font);
  doc.y = y + lines.length * lineHeight;
}

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (l: GstDocument['lines'][number], i: number) => string;
};

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 44, align: 'right', value: (l) => `${amount(l.cgst)}\n@${l.rate / 2}%` },
        { title: 'SGST', width: 44, align: 'right', value: (l) => `${amount(l.sgst)}\n@${l.rate / 2}%` },
      ]
    : [{ title: 'IGST', width: 88, align: 'right', value: (l) => `${amount(l.igst)}\n@${l.rate}%` }];
  return [
    { title: '#', width: 16, align: 'left', value: (_, i) => String(i + 1) },
    // The variant's SKU under the item's name (its size and colour are in the name): what the packer picked; then
    // the offers the line's discount came from, each with its amount (issue 25).
    {
      title: 'Description',
      width: 120,
      align: 'left',
      value: (l) =>
        [
          l.description,
          ...(l.sku ? [`SKU ${l.sku}`] : []),
          // An offer's name may hold ₹ (drawRow draws it from the font that has it).
          ...(l.discounts ?? []).map((o) => `Offer: ${o.name} -${amount(o.amount)}`),
        ].join('\n'),
    },
    { title: 'HSN', width: 38, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 38, align: 'right', value: (l) => `${l.quantity} ${l.unit}` },
    { title: 'Price', width: 50, align: 'right', value: (l) => amount(l.unitPrice) },
    { title: 'Discount', width: 46, align: 'right', value: (l) => amount(l.discount) },
    { title: 'Taxable value', width: 56, align: 'right', value: (l) => amount(l.taxableValue) },
    { title: 'GST', width: 26, align: 'right', value: (l) => `${l.rate}%` },
    ...tax,
    { title: 'Total', width: 54, align: 'right', value: (l) => amount(l.value) },
  ];
}

/**
 * Renders the document to a PDF buffer; an invoice lists the credit notes issued against it (`notes`). pdfkit is
 * loaded on the first invoice, not at start (decision 0034). Runs in the PDF worker thread (invoice-pdf-store.ts).
 */
export async function renderGstPdf(d: GstDocument, notes: ListedNote[] = []): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 30,
    info: { Title: `${d.title} ${d.number}`, Author: d.seller.name },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('rupee', FONTS.rupee);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 30;
  const right = doc.page.width - 30;
  const width = right - left;

  doc.font('bold').fontSize(15).text(d.title.toUpperCase(), left, 30, { width, align: 'center' });
  doc.font('regular').fontSize(7.5).text('Original for recipient', left, 50, { width, align: 'center' });

  // Seller (left) and the document's particulars (right).
  let y = 70;
  doc.font('bold').fontSize(10).text(d.seller.name, left, y, { width: 300 });
  doc.font('regular').fontSize(8.5);
  doc.text(`Trade name: ${d.seller.tradeName}`, { width: 300 });
  doc.text(d.seller.address, { width: 300 });
  doc.text(`State: ${d.seller.stateName} (code ${d.seller.stateCode})`, { width: 300 });
  doc.font('bold').text(`GSTIN: ${d.seller.gstin}`, { width: 300 });
  const sellerBottom = doc.y;
  const facts: Array<[string, string]> = [
    [d.kind === 'invoice' ? 'Invoice No.' : 'Credit note No.', d.number],
    [d.kind === 'invoice' ? 'Invoice date' : 'Credit note date', displayDate(d.date)],
    ...(d.against
      ? ([
          ['Against invoice', d.against.number],
          ['Invoice date', displayDate(d.against.date)],
        ] as Array<[string, string]>)
      : []),
    ['Order', d.orderRef],
    ['Place of supply', `${d.placeOfSupply.name} (${d.placeOfSupply.code})`],
    ['Reverse charge', d.reverseCharge],
  ];
  let fy = y;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(8.5).text(label, 360, fy, { width: 90 });
    doc.font('bold').text(value, 450, fy, { width: right - 450 });
    fy += 13;
  }
  y = Math.max(sellerBottom, fy) + 10;

  // Recipient: billing and shipping (the shopper's delivery address).
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999').lineWidth(0.5).stroke();
  y += 8;
  doc.font('bold').fontSize(9).text('Billed to', left, y);
  doc.font('regular').fontSize(8.5);
  doc.text(d.buyer.name, { width: 250 });
  doc.text(d.buyer.address || 'Address not given', { width: 250 });
  doc.text(`State: ${d.buyer.stateName} (code ${d.buyer.stateCode})`, { width: 250 });
  doc.text(`GSTIN: ${d.buyer.gstin ?? 'Unregistered'}`, { width: 250 });
  doc.text(`Phone: ${d.buyer.phone}   E-mail: ${d.buyer.email}`, { width: 250 });
  const billBottom = doc.y;
  doc.font('bold').fontSize(9).text('Shipped to', 300, y);
  doc
    .font('regular')
    .fontSize(8.5)
    .text(d.shipTo || 'Address not given', 300, doc.y, { width: right - 300 });
  y = Math.max(billBottom, doc.y) + 10;
  if (d.reason) {
    doc.font('regular').fontSize(8.5).text(`Reason: ${d.reason}`, left, y);
    y = doc.y + 6;
  }

  // Lines.
  const cols = columns(d.intraState);
  const drawRow = (cells: string[], bold: boolean) => {
    let x = left;
    let tallest = 0;
    const font = bold ? 'bold' : 'regular';
    cells.forEach((cell, i) => {
      const c = cols[i];
      if (c.align === 'left' && cell.includes('₹')) rich(doc, cell, x + 2, y + 3, font, 7.5, c.width - 4);
      else
        doc
          .font(font)
          .fontSize(7.5)
          .text(cell, x + 2, y + 3, { width: c.width - 4, align: c.align });
      tallest = Math.max(tallest, doc.y - y);
      x += c.width;
    });
    y += tallest + 4;
    doc.moveTo(left, y).lineTo(right, y).strokeColor('#ccc').lineWidth(0.5).stroke();
  };
  rich(doc, 'Amounts in ₹, GST included in prices', left, y, 'regular', 7.5);
  y += 14;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999').lineWidth(0.5).stroke();
  drawRow(
    cols.map((c) => c.title),
    true,
  );
  d.lines.forEach((line, i) => {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = 30;
    }
    drawRow(
      cols.map((c) => c.value(line, i)),
      false,
    );
  });

  // Totals.
  y += 8;
  const totals: Array<[string, number]> = [
    ['Total discount', d.totals.discount],
    ['Total taxable value', d.totals.taxableValue],
    ...(d.intraState
      ? ([
          ['Total CGST', d.totals.cgst],
          ['Total SGST', d.totals.sgst],
        ] as Array<[string, number]>)
      : ([['Total IGST', d.totals.igst]] as Array<[string, number]>)),
  ];
  for (const [label, value] of totals) {
    doc.font('regular').fontSize(8.5).text(label, 340, y, { width: 130 });
    doc.text(amount(value), 470, y, { width: right - 470, align: 'right' });
    y += 13;
  }
  rich(doc, d.kind === 'invoice' ? 'Invoice total (₹)' : 'Credit note total (₹)', 340, y, 'bold', 10);
  doc
    .font('bold')
    .fontSize(10)
    .text(amount(d.totals.total), 470, y, { width: right - 470, align: 'right' });
  y += 18;
  doc.font('regular').fontSize(8.5).text(`Amount in words: ${d.amountInWords}`, left, y, { width });
  y = doc.y + 4;
  doc.text(`Tax payable on reverse charge: ${d.reverseCharge}`, left, y, { width });
  y = doc.y + 12;

  // Credit notes against this invoice (Rule 53): what was refunded since, so the invoice never reads as owed whole.
  if (d.kind === 'invoice' && notes.length > 0) {
    if (y > doc.page.height - 120 - notes.length * 13) {
      doc.addPage();
      y = 30;
    }
    doc.font('bold').fontSize(9).text('Credit notes against this invoice', left, y, { width });
    y = doc.y + 3;
    for (const note of notes) {
      doc.font('regular').fontSize(8.5);
      doc.text(`${note.number}   ${displayDate(note.date)}   ${note.reason}`, left, y, { width: 400 });
      doc.text(amount(note.amount), 470, y, { width: right - 470, align: 'right' });
      y += 13;
    }
  }
  y += 18;

  // Signature (Rule 46(q)).
  doc
    .font('bold')
    .fontSize(9)
    .text(`For ${d.signatory}`, 340, y, { width: right - 340, align: 'right' });
  doc
    .moveTo(400, y + 42)
    .lineTo(right, y + 42)
    .strokeColor('#666')
    .stroke();
  doc
    .font('regular')
    .fontSize(8.5)
    .text('Authorised Signatory', 340, y + 46, { width: right - 340, align: 'right' });
  doc.end();
  return done;
}
