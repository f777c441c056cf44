// The Hindi page check (decision 0033): English words left on a page a shopper sees in Hindi. It reads the
// visible text of the page's body, skipping what is meant to stay as written (catalogue data and her own
// words under [translate="no"], scripts, styles, and anything hidden from everyone by aria-hidden), and lists
// each word of three or more Latin letters that is not a name the shop keeps in every language.
import type { Page } from 'playwright-core';

/** Names and short forms Indian shops print as they are in Hindi, and the sizes on a size chart. */
export const KEPT_IN_EVERY_LANGUAGE = [
  'Zariya',
  'UPI',
  'GST',
  'GSTIN',
  'HSN',
  'OTP',
  'COD',
  'AWB',
  'WhatsApp',
  'Razorpay',
  'RuPay',
  'Visa',
  'Mastercard',
  'Paytm',
  'PhonePe',
  'GPay',
  'Instagram',
  'Facebook',
  'YouTube',
  'JPEG',
  'PNG',
  'WebP',
  'PDF',
  'XXL',
  'XXXL',
  'INR',
];

export type EnglishFinding = { word: string; text: string };

/** Every English word on the page's visible text, with the text it stands in (for the report). */
export async function englishOnPage(page: Page, allowed: string[] = []): Promise<EnglishFinding[]> {
  return page.evaluate(
    (keep) => {
      const kept = new Set(keep.map((w) => w.toLowerCase()));
      const findings: Array<{ word: string; text: string }> = [];
      const skip = '[translate="no"], script, style, noscript, template, [aria-hidden="true"]';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !/[A-Za-z]{3}/.test(text) || parent.closest(skip)) continue;
        // Not shown (display: none, visibility: hidden, a closed <details>): not read either.
        if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
        for (const word of text.match(/[A-Za-z][A-Za-z'’]*[A-Za-z]/g) ?? []) {
          const letters = word.replace(/['’]s$/, '');
          if (letters.replace(/[^A-Za-z]/g, '').length < 3 || kept.has(letters.toLowerCase())) continue;
          findings.push({ word, text: text.trim().slice(0, 80) });
        }
      }
      return findings;
    },
    [...KEPT_IN_EVERY_LANGUAGE, ...allowed],
  );
}

/** The findings as one line per text, for a journey's output and its failure message. */
export function describeFindings(where: string, findings: EnglishFinding[]): string {
  if (findings.length === 0) return `${where}: no English`;
  const byText = new Map<string, string[]>();
  for (const { word, text } of findings) byText.set(text, [...(byText.get(text) ?? []), word]);
  return [
    `${where}: ${findings.length} English word(s) in ${byText.size} text(s)`,
    ...[...byText].map(([text, words]) => `  "${text}" (${words.join(', ')})`),
  ].join('\n');
}
