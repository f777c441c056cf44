// The Hindi page check (decision 0033): English words left on a page a shopper sees in Hindi. It reads the
// visible text of the page's body, skipping what is meant to stay as written (catalogue data and her own
// words under [translate="no"], text marked with another `lang`, scripts, styles, and anything hidden from everyone
// by aria-hidden), and lists each word of three or more Latin letters that is not a name the shop keeps in every
// language; codes and references (a token with a digit or an underscore) are kept as they are.
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
  'Pinterest',
  'JPEG',
  'PNG',
  'WebP',
  'PDF',
  'XXL',
  'XXXL',
  'INR',
];

/** Sizes named in words, printed as they are on Indian size labels. */
export const KEPT_PHRASES = ['Free Size'];

export type EnglishFinding = { word: string; text: string };

/** Every English word on the page's visible text, with the text it stands in (for the report). */
export async function englishOnPage(page: Page, allowed: string[] = []): Promise<EnglishFinding[]> {
  return page.evaluate(
    ({ keep, phrases }) => {
      const kept = new Set(keep.map((w) => w.toLowerCase()));
      const findings: Array<{ word: string; text: string }> = [];
      // Also text marked as being in another language (the switch names English in English).
      const skip =
        '[translate="no"], script, style, noscript, template, [aria-hidden="true"], [lang]:not([lang^="hi"])';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !/[A-Za-z]{3}/.test(text) || parent.closest(skip)) continue;
        // Not shown (display: none, visibility: hidden, a closed <details>): not read either.
        if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
        const plain = phrases.reduce((t, phrase) => t.split(phrase).join(' '), text);
        // A token with a digit or an underscore is a code or a reference (PROMO2024, pay_…): kept as is.
        for (const token of plain.split(/[^A-Za-z0-9_'’]+/)) {
          if (/[0-9_]/.test(token)) continue;
          const word = token.replace(/^['’]+|['’]+$/g, '').replace(/['’]s$/, '');
          if (word.replace(/[^A-Za-z]/g, '').length < 3 || kept.has(word.toLowerCase())) continue;
          findings.push({ word, text: text.trim().slice(0, 80) });
        }
      }
      return findings;
    },
    { keep: [...KEPT_IN_EVERY_LANGUAGE, ...allowed], phrases: KEPT_PHRASES },
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
