// The guard every admin call uses: a live admin session token in `Authorization: Bearer`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.ts';
import { bearerToken } from '../lib/tokens.ts';
import { type AdminPasswordSource, isAdminToken } from '../modules/admin/admin.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Whether a bearer token is a live admin session of the current password. */
    isAdminToken: (token: string) => Promise<boolean>;
  }
}

export const adminAuthPlugin = fp(
  async (app: FastifyInstance, opts: { passwordSource: AdminPasswordSource }) => {
    const isAdmin = (token: string) => isAdminToken(app.db, opts.passwordSource, token);
    app.decorate('isAdminToken', isAdmin);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token || !(await isAdmin(token))) {
        throw unauthorized('Admin access needs the admin password.', 'ADMIN_REQUIRED');
      }
    });
  },
);
