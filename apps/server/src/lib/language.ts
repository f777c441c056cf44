// The shop's language as the server sees it (decision 0033): the zariya_lang cookie a browser sends, and the
// same cookie set on an answer (the language switch, a sign-in that brings her account's choice back).
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@zariya/shared/language';
import type { FastifyReply } from 'fastify';

/** The language this browser chose (its cookie), or undefined when it chose none (or sent an unknown one). */
export function browserLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (isLanguage(value)) return value;
  }
  return undefined;
}

/** The cookie as the page's own script writes it (lib/i18n.ts applyLanguage): readable by it, no secret. */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

export function setLanguageCookie(reply: FastifyReply, language: Language): void {
  reply.header('set-cookie', languageCookie(language));
}
