import { describe, expect, it } from 'vitest';
import {
  INTL_LOCALE,
  isLanguage,
  languageFromCookieHeader,
  setLanguageBody,
  UNKNOWN_LANGUAGE_MESSAGE,
} from './language';
import { formatInr } from './pricing';

describe('language', () => {
  it('reads the language cookie among others, English otherwise', () => {
    expect(languageFromCookieHeader('a=1; zariya_lang=hi; b=2')).toBe('hi');
    expect(languageFromCookieHeader('zariya_lang=en')).toBe('en');
    expect(languageFromCookieHeader('zariya_lang=fr')).toBe('en');
    expect(languageFromCookieHeader('xzariya_lang=hi')).toBe('en');
    expect(languageFromCookieHeader(undefined)).toBe('en');
    expect(languageFromCookieHeader('')).toBe('en');
  });

  it('knows only en and hi', () => {
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('HI')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    const bad = setLanguageBody.safeParse({ language: 'ta' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(UNKNOWN_LANGUAGE_MESSAGE);
    expect(setLanguageBody.safeParse({ language: 'hi', extra: 1 }).success).toBe(false);
  });

  it('groups amounts the Indian way in both languages, with Latin digits', () => {
    expect(new Intl.NumberFormat(INTL_LOCALE.hi).format(100000)).toBe('1,00,000');
    expect(new Intl.NumberFormat(INTL_LOCALE.en).format(12345678)).toBe('1,23,45,678');
    expect(formatInr(100000)).toBe('₹1,00,000');
  });
});
