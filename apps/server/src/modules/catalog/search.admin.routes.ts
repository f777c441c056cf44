// The owner's search settings (issue 29): synonym groups, and the searches that found nothing or little.
import { MessageBodySchema } from '@zariya/shared/product';
import {
  SearchMissesQuerySchema,
  SearchMissesSchema,
  SynonymGroupInputSchema,
  SynonymGroupParamsSchema,
  SynonymGroupSchema,
  SynonymGroupsSchema,
  SynonymWordInputSchema,
} from '@zariya/shared/search-api';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { searchMisses } from './search-log.ts';
import { addSynonymGroup, addSynonymWord, listSynonyms, removeSynonymGroup } from './search.service.ts';

export const searchAdminRoutes = adminRouteGroup((routes, app) => {
  routes.get('/admin/search/synonyms', { schema: { response: { 200: SynonymGroupsSchema } } }, async () =>
    listSynonyms(app.db),
  );

  routes.post(
    '/admin/search/synonyms',
    {
      schema: {
        description:
          'A new group; its first word is the one the catalogue uses, the others are replaced by it.',
        body: SynonymGroupInputSchema,
        response: { 201: SynonymGroupSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addSynonymGroup(app.db, request.body.words)),
  );

  routes.post(
    '/admin/search/synonyms/:id/words',
    {
      schema: {
        description: 'Adds a word to a group (a search that found nothing, fixed in one click).',
        params: SynonymGroupParamsSchema,
        body: SynonymWordInputSchema,
        response: { 200: SynonymGroupSchema },
      },
    },
    async (request) => addSynonymWord(app.db, request.params.id, request.body.word),
  );

  routes.delete(
    '/admin/search/synonyms/:id',
    { schema: { params: SynonymGroupParamsSchema, response: { 200: MessageBodySchema } } },
    async (request) => removeSynonymGroup(app.db, request.params.id),
  );

  routes.get(
    '/admin/search/misses',
    {
      schema: {
        description:
          'Searches that found at most `max` products, most asked first (written every few seconds).',
        querystring: SearchMissesQuerySchema,
        response: { 200: SearchMissesSchema },
      },
    },
    async (request) => ({ searches: await searchMisses(app.db, request.query.max, request.query.limit) }),
  );
}, 'products');
