// The shopper's identity: a live session token in `Authorization: Bearer`, and the identity rule (a userId
// in a body or path must be the token's own user).
//
// Use on any route that carries a userId:    { preValidation: app.requireOwnUser }
//   401 without a live session, 403 when body.userId or params.userId is someone else's, both before the
//   body is validated, read or acted on. Handlers then use request.user!.id, never the body's userId.
// Use on routes that only need a shopper:    { onRequest: app.requireUser }
// Anywhere else (multipart fields, nested ids): assertOwnUser(request, userId).
import { toUserId } from '@zariya/shared/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { bearerToken } from '../lib/tokens.ts';
import type { AccountUser } from '../lib/account-user.ts';
import { findSession } from '../modules/accounts/accounts.service.ts';

export type AuthUser = AccountUser;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: sets request.user from the bearer token, or answers 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Hook: requireUser, then the identity rule on body.userId and params.userId (403). */
    requireOwnUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in shopper, set by requireUser / requireOwnUser; null on other routes. */
    user: AuthUser | null;
    /** Which of her sessions the token is (for the signed-in devices list), set with `user`. */
    sessionId: number | null;
  }
}

/** The logged-in shopper with her session, or 401. */
export function currentSession(request: FastifyRequest) {
  if (!request.user || request.sessionId === null) throw unauthorized();
  return { user: request.user, sessionId: request.sessionId };
}

/** The logged-in shopper, or 401. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The identity rule: `userId` (a number or a numeric string) must be the token's user, else 403. */
export function assertOwnUser(request: FastifyRequest, userId: unknown): AuthUser {
  const user = currentUser(request);
  if (toUserId(userId) !== user.id) {
    throw forbidden('You can only see or change your own account.', 'FORBIDDEN');
  }
  return user;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const userAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const requireUser = async (request: FastifyRequest) => {
    if (request.user) return;
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(app.db, token) : undefined;
    if (!session) throw unauthorized();
    request.user = session.user;
    request.sessionId = session.sessionId;
  };

  app.decorate('requireUser', requireUser);
  app.decorate('requireOwnUser', async (request: FastifyRequest) => {
    await requireUser(request);
    for (const source of [request.body, request.params]) {
      if (isRecord(source) && 'userId' in source) assertOwnUser(request, source.userId);
    }
  });
});
