// The shopper's returns and exchanges: ask for one (multipart with a photo), list her own (of one order).
import {
  MyReturnsQuerySchema,
  ReturnListSchema,
  ReturnOptionsQuerySchema,
  ReturnOptionsSchema,
  ReturnViewSchema,
} from '@zariya/shared/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readReturnForm } from './returns.multipart.ts';
import { myReturns, requestReturn, returnOptions, returnPhoto } from './returns.service.ts';
import { PhotoQuerySchema, ReturnIdSchema, sendPhoto } from './returns.photo-route.ts';

const tags = ['returns'];

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;

  app.post(
    '/returns',
    {
      // The token is checked before a byte of the upload is read.
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags,
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

  app.get(
    '/returns',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: MyReturnsQuerySchema,
        response: { 200: ReturnListSchema },
      },
    },
    async (request) => myReturns(app.db, request.user!.id, request.query.orderId),
  );

  app.get(
    '/returns/options',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: ReturnOptionsQuerySchema,
        response: { 200: ReturnOptionsSchema },
      },
    },
    async (request) => returnOptions(app.db, request.user!.id, request.query.orderId),
  );

  app.get(
    '/returns/:id/photo',
    {
      onRequest: app.requireUser,
      schema: { tags, params: ReturnIdSchema, querystring: PhotoQuerySchema },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await returnPhoto(app.db, storage, request.params.id, request.user!.id, request.query.w),
      ),
  );
};
