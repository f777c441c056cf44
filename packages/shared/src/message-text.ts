// Text a shopper typed (her name, the size or colour she sent), as it may appear in the shop's own WhatsApp,
// SMS and e-mail messages (issue 23): an unverified number could otherwise receive the shop's message carrying a
// stranger's link ("Hello Priya www.refund-now.in"). Until phones are verified, every such text goes through
// messageText: no links of any kind, one line, capped. Not an HTML escape: mails still escape what they insert.

/** The longest name a message greets ("Hello …"); longer ones end in an ellipsis. */
export const MESSAGE_NAME_MAX = 40;
/** The longest other shopper text in a message (a size or colour, an item line). */
export const MESSAGE_TEXT_MAX = 80;

// A scheme and what follows it, with // (https://, ftp://) or without (mailto:, tel:, whatsapp:, intent:).
const SCHEME_LINK =
  /[a-z][a-z0-9+.-]*:\/\/\S*|\b(?:mailto|tel|sms|whatsapp|javascript|data|intent|upi):\S*/giu;
// A dotted name ending in a label that starts with a letter (evil.com, evil.co.in, bücher.de, xn--p1ai.рф).
const DOMAIN = /[\p{L}\p{N}\p{M}_-]\.[\p{L}\p{M}][\p{L}\p{M}\p{N}-]/u;
const IPV4 = /\d{1,3}(?:\.\d{1,3}){3}/;
// Initials written without spaces (M.Priya, S.K.Sharma): kept, but spaced so that no client makes a link of them.
const INITIALS = /^(?:\p{L}\.)+\p{L}[\p{L}\p{M}]*\.?$/u;
// Eight digits or more, spaced or not: a number to call, which WhatsApp and SMS turn into a link.
const PHONE = /\+?\d(?:[\s().-]*\d){7,}/g;

/** Fullwidth forms (ｅｖｉｌ．ｃｏｍ) as the ASCII they stand for; the ideographic full stop as a dot. */
const narrow = (text: string) =>
  text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u3002\uFF61]/g, '.');

/**
 * Controls become spaces; invisible format characters (zero-width spaces, direction overrides) go, except the
 * joiners Indian scripts use between two letters.
 */
const visible = (text: string) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])|\p{Cf}/gu, (c) =>
      c === '\u200C' || c === '\u200D' ? c : '',
    );

/** Her name as a message greets her ("Hello …"): what she typed, without links, or a plain greeting. */
export const greetingName = (typed: string) => messageText(typed, MESSAGE_NAME_MAX) || 'there';

function withoutLinks(token: string): string {
  if (/www\./i.test(token) || IPV4.test(token)) return '';
  if (!DOMAIN.test(token)) return token;
  return INITIALS.test(token) ? token.replaceAll('.', '. ') : '';
}

/**
 * `text` fit for a message: links, e-mail addresses and numbers to call removed, on one line with single spaces,
 * at most `max` characters (an ellipsis marks a cut). May be empty: the caller says what to write instead.
 */
export function messageText(text: string, max: number): string {
  const words = visible(narrow(text)).replace(SCHEME_LINK, ' ').split(/\s+/).map(withoutLinks);
  const line = words.join(' ').replace(PHONE, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
