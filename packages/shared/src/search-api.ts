// Synonyms and the searches that found little (issue 29): the contract of the owner's calls.
import { z } from 'zod';
import { MAX_ID } from './input.ts';
import {
  SYNONYM_MAX_WORDS,
  SYNONYM_PHRASE_MAX_WORDS,
  SYNONYM_WORD_MAX_LENGTH,
  synonymKey,
} from './search-words.ts';

const SynonymWordSchema = z
  .string({ error: 'Each synonym must be text.' })
  .transform((w) => synonymKey(w))
  .refine((w) => w !== '', 'Each synonym needs a letter or a digit.')
  .refine(
    (w) => w.length <= SYNONYM_WORD_MAX_LENGTH,
    `A synonym can be at most ${SYNONYM_WORD_MAX_LENGTH} characters.`,
  )
  .refine(
    (w) => w.split(' ').length <= SYNONYM_PHRASE_MAX_WORDS,
    `A synonym can be at most ${SYNONYM_PHRASE_MAX_WORDS} words.`,
  );

/** POST /api/admin/search/synonyms: the first word is the one the catalogue uses. */
export const SynonymGroupInputSchema = z.object({
  words: z
    .array(SynonymWordSchema, { error: 'A synonym group is a list of words.' })
    .max(SYNONYM_MAX_WORDS, `A synonym group can have at most ${SYNONYM_MAX_WORDS} words.`)
    .transform((words) => [...new Set(words)])
    .refine((words) => words.length >= 2, 'A synonym group needs at least two different words.'),
});

/** POST /api/admin/search/synonyms/:id/words */
export const SynonymWordInputSchema = z.object({ word: SynonymWordSchema });

export const SynonymGroupParamsSchema = z.object({
  // Ids are PostgreSQL integers: a larger number is no group, not a database error.
  id: z.coerce
    .number({ error: 'Synonym group id must be a number.' })
    .int()
    .positive()
    .max(MAX_ID, 'That synonym group was not found.'),
});

export const SynonymGroupSchema = z.object({ id: z.number(), words: z.array(z.string()) });
export type SynonymGroupAnswer = z.infer<typeof SynonymGroupSchema>;
export const SynonymGroupsSchema = z.object({ groups: z.array(SynonymGroupSchema) });

/** GET /api/admin/search/misses: searches whose results were at most `max` (default 0: none). */
export const SearchMissesQuerySchema = z.object({
  max: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const SearchMissSchema = z.object({
  text: z.string(),
  count: z.number(),
  results: z.number(),
  lastSeen: z.string(),
});
export type SearchMiss = z.infer<typeof SearchMissSchema>;
export const SearchMissesSchema = z.object({ searches: z.array(SearchMissSchema) });

export const SYNONYM_TAKEN_ERROR = 'That word is already in another synonym group.';
export const SYNONYM_GROUP_NOT_FOUND = 'Synonym group not found.';
