// The owner's Returns view: the list by status (or of one order) and the next step of a request.
import {
  ReturnListQuerySchema,
  ReturnListSchema,
  ReturnMoveSchema,
  ReturnViewSchema,
} from '@zariya/shared/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moveReturnStep } from '../../flows/return-step.flow.ts';
import { listReturns, returnPhoto } from './returns.service.ts';
import { PhotoQuerySchema, ReturnIdSchema, sendPhoto } from './returns.photo-route.ts';
import { adminPermission } from '../../lib/route-group.ts';

const tags = ['admin', 'returns'];

export const returnsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  adminPermission(app, 'returns');

  app.get(
    '/admin/returns',
    { ...admin, schema: { tags, querystring: ReturnListQuerySchema, response: { 200: ReturnListSchema } } },
    async (request) => listReturns(app.db, request.query),
  );

  app.post(
    '/admin/returns/:id/move',
    {
      ...admin,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: ReturnMoveSchema,
        response: { 200: ReturnViewSchema },
      },
    },
    async (request) =>
      moveReturnStep(app.db, app.payments.provider, request.params.id, request.body, request.log),
  );

  app.get(
    '/admin/returns/:id/photo',
    { ...admin, schema: { tags, params: ReturnIdSchema, querystring: PhotoQuerySchema } },
    async (request, reply) =>
      sendPhoto(reply, await returnPhoto(app.db, app.storage, request.params.id, null, request.query.w)),
  );
};
