// The shopper's returns and exchanges: ask for one (multipart with a photo), list her own (of one order).
import {
  MyReturnsQuerySchema,
  ReturnListSchema,
  ReturnOptionsQuerySchema,
  ReturnOptionsSchema,
  ReturnViewSchema,
} from '@zariya/shared/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../lib/route-group.ts';
import { readReturnForm } from './returns.multipart.ts';
import { myReturns, requestReturn, returnOptions, returnPhoto } from './returns.service.ts';
import { PhotoQuerySchema, ReturnIdSchema, sendPhoto } from './returns.photo-route.ts';

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  const routes = routeGroup(app, ['returns']);
  const mine = { onRequest: app.requireUser };

  routes.post(
    '/returns',
    {
      // The token is checked before a byte of the upload is read.
      ...mine,
      perMinute: 20,
      schema: {
        description:
          'multipart/form-data: orderId ("12" or "B-12"), kind (return | exchange), reason, note, items (JSON [{lineId, quantity}]), size / color (exchange), photo (JPEG/PNG/WebP ≤ 5 MB).',
        response: { 201: ReturnViewSchema },
      },
    },
    async (request, reply) => {
      const { fields, photo } = await readReturnForm(request);
      return reply.status(201).send(await requestReturn(app.db, storage, request.user!, fields, photo));
    },
  );

  routes.get(
    '/returns',
    { ...mine, schema: { querystring: MyReturnsQuerySchema, response: { 200: ReturnListSchema } } },
    async (request) => myReturns(app.db, request.user!.id, request.query.orderId),
  );

  routes.get(
    '/returns/options',
    { ...mine, schema: { querystring: ReturnOptionsQuerySchema, response: { 200: ReturnOptionsSchema } } },
    async (request) => returnOptions(app.db, request.user!.id, request.query.orderId),
  );

  routes.get(
    '/returns/:id/photo',
    { ...mine, schema: { params: ReturnIdSchema, querystring: PhotoQuerySchema } },
    async (request, reply) =>
      sendPhoto(
        reply,
        await returnPhoto(app.db, storage, request.params.id, request.user!.id, request.query.w),
      ),
  );
};
