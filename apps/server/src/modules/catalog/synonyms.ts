// The owner's synonym groups (issue 29), kept in memory per database and dropped, with every kept search, when
// any process changes them (the invalidation bus of decision 0030).
import { expandSearch, type SynonymIndex, synonymIndex } from '@zariya/shared/search-words';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invalidationBus } from '../../lib/invalidation.ts';
import { catalogueCache } from './catalog.cache.ts';
import { catalogueEngine } from './catalog.engine.ts';
import { searchSynonyms } from './search.schema.ts';

/** The invalidation topic of the synonym groups. */
export const SYNONYMS_TOPIC = 'search-synonyms';

type Kept = { generation: number; index?: SynonymIndex; loading?: Promise<SynonymIndex> };
const kept = new WeakMap<Db, Kept>();

function keptOf(db: Db): Kept {
  let k = kept.get(db);
  if (!k) {
    const fresh: Kept = { generation: 0 };
    k = fresh;
    kept.set(db, k);
    invalidationBus(db).subscribe(SYNONYMS_TOPIC, () => {
      fresh.generation++;
      fresh.index = undefined;
      fresh.loading = undefined;
      // A kept search's matches were found for the words as they were expanded then; facets likewise.
      catalogueEngine(db)?.forgetSearches();
      catalogueCache(db).clear();
    });
  }
  return k;
}

export async function synonymGroups(db: Db): Promise<Array<{ id: number; words: string[] }>> {
  return db
    .select({ id: searchSynonyms.id, words: searchSynonyms.words })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}

/** The groups' look-up, read once and kept until a change is heard. */
export async function synonymsOf(db: Db): Promise<SynonymIndex> {
  const k = keptOf(db);
  if (k.index) return k.index;
  if (!k.loading) {
    const generation = k.generation;
    const loading = synonymGroups(db).then((groups) => {
      const index = synonymIndex(groups.map((g) => g.words));
      // A change heard while reading: this index may be old; the next search reads again.
      if (k.generation === generation) k.index = index;
      return index;
    });
    k.loading = loading;
    loading.catch(() => {
      if (k.loading === loading) k.loading = undefined;
    });
  }
  return k.loading;
}

/** The search text normalised and with each known word replaced by its group's canonical word. */
export async function expandQuery(db: Db, text: string): Promise<string> {
  return expandSearch(text, await synonymsOf(db));
}

/** Call after a committed change to the groups: every process reads them again and forgets its kept searches. */
export function synonymsChanged(db: Db) {
  keptOf(db);
  invalidationBus(db).publish(SYNONYMS_TOPIC);
}
