// Search (full text ranked, with typo tolerance) and the header's as-you-type suggestions.
import { SearchBodySchema, SuggestionSchema, SuggestQuerySchema } from '@zariya/shared/catalog';
import { MAX_SUGGESTIONS } from '@zariya/shared/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suggestProducts } from './catalog.repository.ts';
import { ProductListSchema, sendList } from './catalog.routes.ts';

export const catalogSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        description: 'Products matching the text, best first; filters and paging as for /products.',
        body: SearchBodySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) => sendList(request, reply, app.db, request.body),
  );

  // The same search as a GET, so that a CDN can keep its answers (POST answers are never shared).
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        description: 'As POST /search, with the fields in the query string (lists repeat the parameter).',
        querystring: SearchBodySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) => sendList(request, reply, app.db, request.query),
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalog'],
        description: `Up to ${MAX_SUGGESTIONS} products for the text typed so far (each word a prefix).`,
        querystring: SuggestQuerySchema,
        response: { 200: z.array(SuggestionSchema) },
      },
    },
    async (request) => suggestProducts(app.db, request.query.q, MAX_SUGGESTIONS),
  );
};
