// The shop's language on the shopper's account (decision 0033): PUT /api/account/language from the header's
// switch, and the language a sign-in answer leaves the browser in.
import type { AuthAnswer } from '@zariya/shared/accounts';
import { setLanguageBody, UNKNOWN_LANGUAGE_MESSAGE } from '@zariya/shared/language';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { browserLanguage, setLanguageCookie } from '../../lib/language.ts';
import { currentUser } from '../../plugins/user-auth.ts';
import { setAccountLanguage, signInLanguage } from './language.service.ts';

export const ONLY_LANGUAGE_MESSAGE = 'Only the language can be changed here.';

/**
 * A sign-in's answer, with the language cookie when the browser should change to her account's language (a
 * browser that has chosen none) or when its own choice was saved to the account (the cookie is renewed).
 */
export async function withAccountLanguage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AuthAnswer,
): Promise<AuthAnswer> {
  const language = await signInLanguage(db, answer.userId, browserLanguage(request.headers.cookie));
  if (language) setLanguageCookie(reply, language);
  return answer;
}

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/account/language',
    {
      onRequest: app.requireUser,
      // Checked by hand: zod's own words for an unknown key are not for shoppers.
      attachValidation: true,
      schema: { tags: ['accounts'], body: setLanguageBody, response: { 200: setLanguageBody } },
    },
    async (request, reply) => {
      if (request.validationError) {
        const issues: Array<{ keyword: string }> = request.validationError.validation ?? [];
        const unknownKey = issues.some((issue) => issue.keyword === 'unrecognized_keys');
        throw badRequest(unknownKey ? ONLY_LANGUAGE_MESSAGE : UNKNOWN_LANGUAGE_MESSAGE, 'VALIDATION_ERROR');
      }
      const { language } = request.body;
      await setAccountLanguage(app.db, currentUser(request).id, language);
      setLanguageCookie(reply, language);
      return { language };
    },
  );
};
