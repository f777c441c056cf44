// The shopper side's languages (issue 14 item 6): English, the spec's own texts, and Hindi. The chosen language
// lives in a cookie for every visitor (the server draws pages in it) and on the account for a signed-in shopper
// (it follows her to another device at sign-in). Amounts keep Indian digit grouping in both (₹1,00,000).
import { z } from 'zod';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the language, readable by the page's script (it is no secret). */
export const LANGUAGE_COOKIE = 'zariya_lang';
/** A year: the choice outlasts sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const UNKNOWN_LANGUAGE_MESSAGE = 'Choose English (en) or Hindi (hi).';

// Marked pure: the shopper pages import this file for its constants, and an unused schema must not pull zod into
// every page's first load.
export const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES, { error: UNKNOWN_LANGUAGE_MESSAGE });
export const setLanguageBody = /* @__PURE__ */ z.object({ language: languageSchema }).strict();
export type SetLanguageBody = z.infer<typeof setLanguageBody>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a Cookie header names; English when it names none or an unknown one. */
export function languageFromCookieHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

/** The Intl locale for numbers and dates: Indian grouping in both, Latin digits in both (as Indian shops print prices). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The value of <html lang>. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** The switch's label: each language named in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
