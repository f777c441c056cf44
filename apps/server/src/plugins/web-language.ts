// Pages in the shopper's language (decision 0033): the zariya_lang cookie picks it; the shell (index.html)
// is turned into that language before it is sent or a drawn page is put into it: <html lang>, and the few
// texts it shows before any script runs (the header's category row, its labels, the title, <noscript>),
// from the web app's own Hindi catalogue (apps/web/src/locales/hi/*.json, merged in the browser's order, so
// the shell's words are the ones React then draws).
//
// Caching: an English page is the page for everyone (a CDN may keep the public ones, plugins/public-cache.ts)
// and says `Vary: Cookie`; a page in any other language is `private, no-cache`, so that no shared cache hands
// it to an English visitor, and a Hindi visitor's browser asks again each time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTML_LANG, type Language } from '@zariya/shared/language';
import { REPOSITORY_ROOT } from '../lib/paths.ts';

export type Catalogue = Record<string, string>;

/** Where the web app keeps its Hindi texts; the server runs from the repository (npm start, Docker). */
export const HINDI_CATALOGUE_DIR = join(REPOSITORY_ROOT, 'apps/web/src/locales/hi/');

/** The header a page answer sends in `language`: English may be shared, any other stays in her browser. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Every file of the catalogue, merged in file-name order as the browser's loadLanguage merges them. */
export function loadCatalogue(dir = HINDI_CATALOGUE_DIR): Catalogue {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return {};
  }
  const merged: Catalogue = {};
  for (const file of files) Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return merged;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_m, name: string) => ENTITIES[name]);
const escapeText = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The shell in `language`: <html lang>, and each text, title, description and aria-label the catalogue
 * knows in its place (a text it does not know stays as written). English is the shell as built.
 */
export function localiseShell(shell: string, language: Language, catalogue: Catalogue): string {
  const lang = shell.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`);
  if (language === 'en') return lang;
  const known = (text: string) => catalogue[decode(text).trim()];
  const bodyAt = lang.indexOf('<body');
  if (bodyAt < 0) return lang;
  const head = lang
    .slice(0, bodyAt)
    .replace(/<title>([^<]*)<\/title>/, (m, text: string) => {
      const hindi = known(text);
      return hindi ? `<title>${escapeText(hindi)}</title>` : m;
    })
    .replace(
      /(<meta\s+name="description"\s+content=")([^"]*)(")/,
      (m, open: string, text: string, close: string) => {
        const hindi = known(text);
        return hindi ? `${open}${escapeAttribute(hindi)}${close}` : m;
      },
    );
  const body = lang
    .slice(bodyAt)
    // Text between tags: only whole texts, and never inside a script (the body's only script is a src).
    .replace(/>([^<>]+)</g, (m, text: string) => {
      const hindi = known(text);
      if (!hindi) return m;
      const [, before, after] = /^(\s*)[\s\S]*?(\s*)$/.exec(text)!;
      return `>${before}${escapeText(hindi)}${after}<`;
    })
    .replace(/aria-label="([^"]*)"/g, (m, text: string) => {
      const hindi = known(text);
      return hindi ? `aria-label="${escapeAttribute(hindi)}"` : m;
    });
  return head + body;
}
