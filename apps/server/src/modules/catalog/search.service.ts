// The owner's synonym groups: list, add a group, add a word to a group, remove a group. A word belongs to one
// group at most (else which canonical word it stands for would depend on the order).
import { SYNONYM_GROUP_NOT_FOUND, SYNONYM_TAKEN_ERROR } from '@zariya/shared/search-api';
import { SYNONYM_MAX_WORDS, synonymKey } from '@zariya/shared/search-words';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { searchSynonyms } from './search.schema.ts';
import { synonymGroups, synonymsChanged } from './synonyms.ts';

export const listSynonyms = async (db: Db) => ({ groups: await synonymGroups(db) });

/** Every word already in a group other than `except`, normalised. */
async function takenWords(db: Pick<Db, 'select'>, except?: number): Promise<Set<string>> {
  const rows = await db.select({ id: searchSynonyms.id, words: searchSynonyms.words }).from(searchSynonyms);
  return new Set(rows.filter((r) => r.id !== except).flatMap((r) => r.words.map(synonymKey)));
}

// Groups are few (tens) and edited by one owner: a table lock keeps two edits from putting a word in two groups.
const lockGroups = sql`lock table ${searchSynonyms} in share row exclusive mode`;

export async function addSynonymGroup(db: Db, words: string[]) {
  const group = await db.transaction(async (tx) => {
    await tx.execute(lockGroups);
    const taken = await takenWords(tx);
    if (words.some((w) => taken.has(w))) throw conflict(SYNONYM_TAKEN_ERROR, 'SYNONYM_TAKEN');
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ words })
      .returning({ id: searchSynonyms.id, words: searchSynonyms.words });
    return row;
  });
  synonymsChanged(db);
  return group;
}

export async function addSynonymWord(db: Db, id: number, word: string) {
  const group = await db.transaction(async (tx) => {
    await tx.execute(lockGroups);
    const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
    if (!row) throw notFound(SYNONYM_GROUP_NOT_FOUND, 'SYNONYM_GROUP_NOT_FOUND');
    if (row.words.map(synonymKey).includes(word)) return { id: row.id, words: row.words };
    if ((await takenWords(tx, id)).has(word)) throw conflict(SYNONYM_TAKEN_ERROR, 'SYNONYM_TAKEN');
    if (row.words.length >= SYNONYM_MAX_WORDS) {
      throw badRequest(`A synonym group can have at most ${SYNONYM_MAX_WORDS} words.`, 'VALIDATION_ERROR');
    }
    const [updated] = await tx
      .update(searchSynonyms)
      .set({ words: [...row.words, word] })
      .where(eq(searchSynonyms.id, id))
      .returning({ id: searchSynonyms.id, words: searchSynonyms.words });
    return updated;
  });
  synonymsChanged(db);
  return group;
}

export async function removeSynonymGroup(db: Db, id: number) {
  const gone = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  if (gone.length === 0) throw notFound(SYNONYM_GROUP_NOT_FOUND, 'SYNONYM_GROUP_NOT_FOUND');
  synonymsChanged(db);
  return { message: 'The synonym group was removed.' };
}
