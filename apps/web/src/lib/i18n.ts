// The shopper side in English and Hindi (issue 14 item 6, decision 0033). The English text itself is the key:
// `t('Add to Cart')` shows the spec's text unchanged in English, and the Hindi catalogue
// (locales/hi/*.json, one file per feature) maps each English text to its Hindi. A text missing from the
// catalogue shows in English, never as a key name. Messages the server sends (its English texts) go through
// `t` too where they are shown, so a known message reads in Hindi.
//
// Rules for components: `const { t } = useT();` then `t('Text with {{name}}', { name })`. Plurals pick the
// English text by count (`count === 1 ? t('{{count}} product', { count }) : t('{{count}} products', { count })`).
// Numbers and dates use `useLocale()` ('en-IN' or 'hi-IN': Indian grouping, Latin digits in both).
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  INTL_LOCALE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@zariya/shared/language';
import { formatDisplayDate } from '@zariya/shared/dates';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

type Catalogue = Record<string, string>;

/** Each feature's Hindi texts, loaded (all at once, in parallel) only when Hindi is chosen. */
const hindiParts = import.meta.glob<Catalogue>('../locales/hi/*.json', { import: 'default' });

/** The browser's instance; the server's first render clones it per page (entry-server.tsx). */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: ['en', 'hi'],
  resources: {},
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

let hindiLoading: Promise<void> | undefined;

/** Makes `language`'s texts available (English needs none). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  hindiLoading ??= Promise.all(Object.values(hindiParts).map((load) => load())).then((parts) => {
    i18n.addResourceBundle('hi', 'translation', Object.assign({}, ...parts), true, true);
  });
  return hindiLoading;
}

/** The language the page was drawn in (<html lang>), else the cookie's, else English. */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  if (document.documentElement.lang === HTML_LANG.hi) return 'hi';
  return cookieLanguage();
}

export function cookieLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return match && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/** Shows the shop in `language` now and remembers it in this browser (the server draws pages in it). */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads; no secret.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * After a sign-in: the server may have set her account's language as the cookie (she chose Hindi on another
 * device, decision 0033). The shop changes to it at once; nothing happens when it is the language shown.
 */
export function followCookieLanguage(): Promise<void> {
  const chosen = cookieLanguage();
  return chosen === i18n.language ? Promise.resolve() : applyLanguage(chosen);
}

/**
 * A text chosen at run time (a server's message) in the current language, where the catalogue knows it.
 * Outside components: the API client's messages and toasts.
 */
export function translate(text: string): string {
  if (i18n.language === DEFAULT_LANGUAGE || i18n.exists(text)) return i18n.t(text);
  return translateFilledIn(text) ?? text;
}

type Pattern = { key: string; names: string[]; match: RegExp };
let patterns: { source: object; list: Pattern[] } | undefined;

/** The catalogue's texts with {{placeholders}} as patterns, made once per catalogue. */
function cataloguePatterns(): Pattern[] {
  const bundle = i18n.getResourceBundle(i18n.language, 'translation') as Catalogue | undefined;
  if (!bundle) return [];
  if (patterns?.source !== bundle) {
    const list: Pattern[] = [];
    for (const key of Object.keys(bundle)) {
      // A key of placeholders alone would match any text.
      if (!key.includes('{{') || key.replace(/\{\{\w+\}\}/g, '').replace(/[^A-Za-z]/g, '').length < 3)
        continue;
      const names: string[] = [];
      const source = key
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '(.+?)';
        })
        .join('');
      list.push({ key, names, match: new RegExp(`^${source}$`) });
    }
    // The most specific text first: 'Pay {{amount}}' must not take a whole sentence that starts with 'Pay '.
    const literal = (key: string) => key.replace(/\{\{\w+\}\}/g, '').length;
    list.sort((a, b) => literal(b.key) - literal(a.key));
    patterns = { source: bundle, list };
  }
  return patterns.list;
}

/**
 * A server's message with values filled in ("Please try again in 30 seconds."): its catalogue text with
 * placeholders, and each value translated too where the catalogue knows it ("30 seconds").
 */
function translateFilledIn(text: string, depth = 0): string | undefined {
  for (const { key, names, match } of cataloguePatterns()) {
    const found = match.exec(text);
    if (!found) continue;
    const values: Record<string, string> = {};
    names.forEach((name, at) => {
      const value = found[at + 1];
      values[name] = i18n.exists(value)
        ? i18n.t(value)
        : (depth < 1 && translateFilledIn(value, depth + 1)) || value;
    });
    return i18n.t(key, values);
  }
  return undefined;
}

/** The translate function and the current language, re-rendering when the language changes. */
export function useT() {
  const { t, i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  return { t, language };
}

/** The Intl locale for numbers and dates in the current language. */
export function useLocale(): string {
  return INTL_LOCALE[useT().language];
}

/** 'Fri, 27 Nov 2026' in English (the spec's form), 'शुक्र, 27 नव॰ 2026' in Hindi: shared formatDisplayDate. */
export function useDisplayDate(): (date: Date | string) => string {
  const locale = useLocale();
  return (date) => formatDisplayDate(date, locale);
}
