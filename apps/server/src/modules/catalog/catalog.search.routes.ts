// Search (full text ranked, with typo tolerance) and the header's as-you-type suggestions.
import { SearchBodySchema, SuggestionSchema, SuggestQuerySchema } from '@zariya/shared/catalog';
import { MAX_SUGGESTIONS } from '@zariya/shared/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseSearch } from '@zariya/shared/search-words';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PreparedAnswer, sendPrepared } from '../../lib/prepared-answer.ts';
import { recordSearch } from './search-log.ts';
import { type ListRequest, listPage, suggestProducts } from './catalog.repository.ts';
import { ProductListSchema } from './catalog.routes.ts';

/** A search page, its text counted (in memory, written in batches) with what its first page found. */
async function sendSearch(request: FastifyRequest, reply: FastifyReply, db: Db, list: ListRequest) {
  const { json, total } = await listPage(db, list);
  if (list.page === 1 && list.query) recordSearch(db, normaliseSearch(list.query), total);
  return sendPrepared(request, reply, new PreparedAnswer(json, undefined, 'once'), {
    'X-Total-Count': String(total),
  });
}

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
    async (request, reply) => sendSearch(request, reply, app.db, request.body),
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
    async (request, reply) => sendSearch(request, reply, app.db, request.query),
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
