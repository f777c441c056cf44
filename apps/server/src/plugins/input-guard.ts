// Refuses, before validation, any API request whose text (path parameters, query, JSON body, field names)
// holds a control character such as NUL: PostgreSQL cannot store it, and no form of the shop sends one.
// Multipart forms are checked by their readers (catalog.multipart.ts, reviews.multipart.ts).
import { controlCharacterMessage, findControlCharacter } from '@zariya/shared/input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

/** Throws a 400 naming the field when `value` holds a control character anywhere. */
export function assertNoControlCharacters(value: unknown, prefix = '') {
  const found = findControlCharacter(value, prefix);
  if (found) throw badRequest(controlCharacterMessage(found.field, found.character), 'CONTROL_CHARACTER');
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api')) return;
    assertNoControlCharacters(request.params);
    assertNoControlCharacters(request.query);
    if (request.body !== undefined && !request.isMultipart()) assertNoControlCharacters(request.body);
  });
});
