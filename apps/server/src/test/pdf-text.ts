// The text of a PDF, page by page (pdfjs-dist, the engine Firefox uses), for tests that read back what was issued.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str + (item.hasEOL ? '\n' : ' ');
    }
    pages.push(line);
  }
  await doc.destroy();
  // pdfkit draws a run of text in pieces; collapse the spaces pdf.js puts between them.
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}
