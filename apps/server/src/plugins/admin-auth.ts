// The guard every admin call uses: a live admin session token in `Authorization: Bearer`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.ts';
import { bearerToken } from '../lib/tokens.ts';
import { isAdminToken } from '../modules/admin/admin.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export const adminAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token || !(await isAdminToken(app.db, token))) {
      throw unauthorized('Admin access needs the admin password.', 'ADMIN_REQUIRED');
    }
  });
});
