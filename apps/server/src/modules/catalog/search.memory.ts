// Full text search in memory (issue 29 item 5, decision 0045): the catalogue engine's products' search documents
// as an inverted index, and PostgreSQL's matching, typo correction and ts_rank repeated in JavaScript, so that a
// search text asked for the first time needs no query.
//
// What PostgreSQL does and this repeats:
// - the documents are PostgreSQL's own (each product's stored `search_document`, read with the product), so the
//   lexemes, positions and weights are the very ones SQL matches and ranks;
// - a typed word becomes a lexeme as the 'english' configuration makes it: digits kept as typed (numword, int →
//   simple), stop words dropped, other words stemmed. Catalogue words take the stem PostgreSQL gave them
//   (ts_lexize, read with the word list); other words (half-typed ones in suggestions) the Snowball English
//   stemmer's, the algorithm PostgreSQL runs;
// - typo correction is decision 0006's: each unknown word replaced by the catalogue word with the highest
//   trigram similarity (pg_trgm's trigrams and formula, in float4), at least TRIGRAM_THRESHOLD;
// - ts_rank (calc_rank_and / calc_rank_or of PostgreSQL's tsrank.c, default weights, normalisation 0), in float4
//   arithmetic step by step, so that ties tie and the order is SQL's.
// Texts this does not parse as PostgreSQL would (quotes, '-word', 'or', punctuation) are left to SQL.
import { WORD_PATTERN } from '@zariya/shared/search-words';
import snowball from 'snowball-stemmers';
import { applyCorrections, correctableWords, isExactSearch, TRIGRAM_THRESHOLD } from './catalog.query.ts';

const f = Math.fround;

/** A product's search document: its lexemes in tsvector order, and each one's positions as position × 4 + weight. */
export type Terms = { lex: string[]; pos: Int32Array; off: Uint16Array };

const EMPTY_TERMS: Terms = { lex: [], pos: new Int32Array(0), off: new Uint16Array(1) };

/** Weights A, B, C, D as tsvector stores them (3 … 0) → ts_rank's default weights. */
const WEIGHT_CODE: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f);

/**
 * The engine's own copy of a string: flat and internalised (a property name), so that comparing two lexemes is
 * comparing two pointers. A string built a letter at a time is a rope that V8 compares letter by letter.
 */
export function internalised(text: string): string {
  return Object.keys({ [text]: 0 })[0] ?? text;
}

/** Every lexeme met, once: the documents' lexeme arrays point at these strings (the vocabulary is small). */
const LEXEMES = new Map<string, string>();

/**
 * A tsvector's text form ("'kurta':1A,5B 'silk':3") as Terms. Lexemes are interned through `intern`, so that 20,000
 * documents share one string per lexeme.
 */
export function parseTsvector(text: string, intern: Map<string, string> = LEXEMES): Terms {
  if (!text) return EMPTY_TERMS;
  const lex: string[] = [];
  const pos: number[] = [];
  const off: number[] = [0];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    // A lexeme: quoted, with '' for a quote and \\ for a backslash.
    let word = '';
    if (text[i] === "'") {
      i++;
      for (;;) {
        const c = text[i];
        if (c === "'" && text[i + 1] === "'") {
          word += "'";
          i += 2;
        } else if (c === '\\') {
          word += text[i + 1];
          i += 2;
        } else if (c === "'" || c === undefined) {
          i++;
          break;
        } else {
          word += c;
          i++;
        }
      }
    } else {
      while (i < n && text[i] !== ':' && text[i] !== ' ') word += text[i++];
    }
    let shared = intern.get(word);
    if (shared === undefined) {
      shared = internalised(word);
      intern.set(shared, shared);
    }
    lex.push(shared);
    if (text[i] === ':') {
      i++;
      for (;;) {
        let p = 0;
        while (i < n && text[i] >= '0' && text[i] <= '9') p = p * 10 + (text.charCodeAt(i++) - 48);
        let weight = 0;
        const w = WEIGHT_CODE[text[i]];
        if (w !== undefined) {
          weight = w;
          i++;
        }
        pos.push(p * 4 + weight);
        if (text[i] === ',') i++;
        else break;
      }
    }
    off.push(pos.length);
  }
  return { lex, pos: Int32Array.from(pos), off: Uint16Array.from(off) };
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, distinct. */
export function trigrams(word: string): Set<string> {
  const chars = Array.from(`  ${word} `);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i] + chars[i + 1] + chars[i + 2]);
  return out;
}

/** PostgreSQL's english stop words (tsearch_data/english.stop, the Snowball list). */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself
  it its itself they them their theirs themselves what which who whom this that these those am is are was were be
  been being have has had having do does did doing a an the and but if or because as until while of at by for
  with about against between into through during before after above below to from up down in out on off over
  under again further then once here there when where why how all any both each few more most other some such no
  nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

const stemmer = snowball.newStemmer('english');

/** A catalogue word (search_words) with its product count and its lexeme in the 'english' configuration. */
export type CatalogueWord = { word: string; products: number; lexeme: string };

/** The catalogue's word list (decision 0006's search_words) for typo correction and stems. */
export class WordList {
  private readonly byWord = new Map<string, CatalogueWord>();
  private readonly sorted: string[];
  private readonly grams: Array<Set<string>> = [];
  private readonly list: CatalogueWord[];
  private readonly byGram = new Map<string, number[]>();

  constructor(words: CatalogueWord[]) {
    this.list = words;
    words.forEach((w, i) => {
      this.byWord.set(w.word, w);
      const grams = trigrams(w.word);
      this.grams.push(grams);
      for (const g of grams) {
        let ids = this.byGram.get(g);
        if (!ids) {
          ids = [];
          this.byGram.set(g, ids);
        }
        ids.push(i);
      }
    });
    this.sorted = words.map((w) => w.word).sort();
  }

  has(word: string) {
    return this.byWord.has(word);
  }

  /** Whether some catalogue word starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo].startsWith(prefix);
  }

  /** The word's lexeme as PostgreSQL's 'english' configuration makes it; '' for a stop word. */
  lexeme(word: string): string {
    if (/\p{N}/u.test(word)) return word;
    if (STOP_WORDS.has(word)) return '';
    return this.byWord.get(word)?.lexeme ?? stemmer.stem(word);
  }

  /** The catalogue word closest to `word` (similarity ≥ TRIGRAM_THRESHOLD; most products, then A–Z, on ties). */
  closest(word: string): string | undefined {
    const grams = trigrams(word);
    const common = new Map<number, number>();
    for (const g of grams) {
      const ids = this.byGram.get(g);
      if (ids) for (const id of ids) common.set(id, (common.get(id) ?? 0) + 1);
    }
    const threshold = f(TRIGRAM_THRESHOLD);
    let best: CatalogueWord | undefined;
    let bestSim = -1;
    for (const [id, shared] of common) {
      const sim = f(shared / (grams.size + this.grams[id].size - shared));
      if (sim < threshold) continue;
      const w = this.list[id];
      if (
        !best ||
        sim > bestSim ||
        (sim === bestSim &&
          (w.products > best.products || (w.products === best.products && w.word < best.word)))
      ) {
        best = w;
        bestSim = sim;
      }
    }
    return best?.word;
  }

  /** wordCorrections (catalog.query.ts) in memory: the closest catalogue word for each unknown word. */
  corrections(words: string[], prefix = false): Map<string, string> {
    const out = new Map<string, string>();
    for (const w of words) {
      if (prefix ? this.hasPrefix(w) : this.has(w)) continue;
      if (this.lexeme(w) === '') continue;
      const closest = this.closest(w);
      if (closest !== undefined) out.set(w, closest);
    }
    return out;
  }
}

/** A query's operand: a lexeme, matched whole or (suggestions) as a prefix. */
type Operand = { lexeme: string; prefix: boolean; bytes: Buffer };

/** SortAndUniqItems of tsrank.c: by length in bytes, then bytes; equal lexemes once. */
function sortAndUniq(operands: Operand[]): Operand[] {
  const sorted = [...operands].sort(
    (a, b) => a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes),
  );
  return sorted.filter((o, i) => i === 0 || Buffer.compare(o.bytes, sorted[i - 1].bytes) !== 0);
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
}
/** word_distance for 0…101 (101: every farther one), and the float4 products of two weights. */
const DISTANCE = Float64Array.from({ length: 102 }, (_, d) => wordDistance(d));
const WEIGHT_PAIRS = Float64Array.from({ length: 16 }, (_, i) => f(WEIGHTS[i >> 2] * WEIGHTS[i & 3]));

/** The positions' ranges in `terms` of the entries an operand matches, in tsvector order. */
function entriesOf(terms: Terms, operand: Operand): number[] {
  const found: number[] = [];
  const { lex } = terms;
  for (let e = 0; e < lex.length; e++) {
    if (operand.prefix ? lex[e].startsWith(operand.lexeme) : lex[e] === operand.lexeme) {
      found.push(e);
      if (!operand.prefix) break;
    }
  }
  return found;
}

const weightOf = (p: number) => WEIGHTS[p & 3];

function rankOr(terms: Terms, items: Operand[]): number {
  let res = f(0);
  for (const operand of items) {
    for (const e of entriesOf(terms, operand))
      res = f(res + entryScore(terms.pos, terms.off[e], terms.off[e + 1]));
  }
  if (items.length > 0) res = f(res / items.length);
  return res;
}

/** The entry of an operand matched whole, or -1. */
function entryOf(lex: string[], lexeme: string): number {
  for (let e = 0; e < lex.length; e++) if (lex[e] === lexeme) return e;
  return -1;
}

/** rankAnd for operands matched whole: one entry each at most, no arrays made. */
function rankAndExact(terms: Terms, items: Operand[]): number {
  let res = f(-1);
  const at = AT;
  for (let i = 0; i < items.length; i++) {
    const e = entryOf(terms.lex, items[i].lexeme);
    at[i] = e;
    if (e < 0) continue;
    for (let k = 0; k < i; k++) {
      const ek = at[k];
      if (ek < 0) continue;
      const { pos, off } = terms;
      for (let l = off[e]; l < off[e + 1]; l++) {
        const pl = pos[l];
        const wl = (pl & 3) << 2;
        for (let p = off[ek]; p < off[ek + 1]; p++) {
          const pp = pos[p];
          const dist = Math.abs((pl >> 2) - (pp >> 2));
          if (dist === 0) continue;
          const curw = f(Math.sqrt(f(WEIGHT_PAIRS[wl | (pp & 3)] * DISTANCE[dist > 101 ? 101 : dist])));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
  }
  return res;
}
const AT: number[] = [];

function rankAnd(terms: Terms, items: Operand[]): number {
  if (items.length < 2) return rankOr(terms, items);
  if (items.every((o) => !o.prefix)) return rankAndExact(terms, items);
  let res = f(-1);
  const at: Array<number | undefined> = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    for (const e of entriesOf(terms, items[i])) {
      at[i] = e;
      for (let k = 0; k < i; k++) {
        const ek = at[k];
        if (ek === undefined) continue;
        for (let l = terms.off[e]; l < terms.off[e + 1]; l++) {
          const pl = terms.pos[l];
          for (let p = terms.off[ek]; p < terms.off[ek + 1]; p++) {
            const pp = terms.pos[p];
            const dist = Math.abs((pl >> 2) - (pp >> 2));
            if (dist === 0) continue;
            const curw = f(
              Math.sqrt(f(WEIGHT_PAIRS[((pl & 3) << 2) | (pp & 3)] * DISTANCE[dist > 101 ? 101 : dist])),
            );
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** ts_rank(document, query) with the default weights, for an AND of `operands` (one operand: itself). */
export function tsRank(terms: Terms, operands: Operand[], sortedUnique = sortAndUniq(operands)): number {
  if (terms.lex.length === 0 || operands.length === 0) return 0;
  const res = operands.length >= 2 ? rankAnd(terms, sortedUnique) : rankOr(terms, sortedUnique);
  return res < 0 ? f(1e-20) : res;
}

const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} ]*$/u;

/** A search's lexemes (an AND of them), or undefined when the text is one for SQL (see the file's head). */
export function searchOperands(text: string, words: WordList): Operand[] | undefined {
  if (isExactSearch(text) || !PLAIN_TEXT.test(text)) return undefined;
  const tokens: string[] = text.match(WORD_PATTERN) ?? [];
  if (tokens.includes('or')) return undefined;
  const corrected = applyCorrections(text, words.corrections(correctableWords(text)));
  const operands: Operand[] = [];
  for (const token of corrected.match(WORD_PATTERN) ?? []) {
    const lexeme = words.lexeme(token);
    if (lexeme) operands.push({ lexeme: internalised(lexeme), prefix: false, bytes: Buffer.from(lexeme) });
  }
  return operands;
}

/** As-you-type words' prefix operands (suggestProducts' to_tsquery 'w1:* & w2:*'), or undefined for SQL. */
export function suggestOperands(words: string[], list: WordList): Operand[] | undefined {
  if (words.some((w) => !/^[a-z0-9]+$/.test(w))) return undefined;
  const corrections = list.corrections(correctableWords(words.join(' ')), true);
  const operands: Operand[] = [];
  for (const w of words) {
    const lexeme = list.lexeme(corrections.get(w) ?? w);
    if (lexeme) operands.push({ lexeme: internalised(lexeme), prefix: true, bytes: Buffer.from(lexeme) });
  }
  return operands;
}

/**
 * One lexeme's share of ts_rank in a document that has it at `from`..`to` in `pos`: calc_rank_or's term for one
 * entry (before its float4 rounding into the sum). A one-word search's rank is this, rounded to float4.
 */
function entryScore(pos: Int32Array, from: number, to: number): number {
  let resj = f(0);
  let wjm = f(-1);
  let jm = 0;
  for (let j = from, k = 0; j < to; j++, k++) {
    const w = weightOf(pos[j]);
    resj = f(resj + f(w / ((k + 1) * (k + 1))));
    if (w > wjm) {
      wjm = w;
      jm = k;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** The products having one lexeme, each with its share of the rank; `ranked` built when first asked. */
type Posting = { ids: number[]; scores: number[]; ranked?: number[] };

/**
 * Every product's lexemes as postings: lexeme → the products whose document has it, each with the lexeme's rank
 * in it. A one-word search's relevance order is its lexeme's postings by that rank (then newest): built once per
 * lexeme and kept until a product having it is added, dropped or has its document changed.
 */
export class TextIndex {
  private readonly postings = new Map<string, Posting>();
  private sortedLexemes?: string[];

  clear() {
    this.postings.clear();
    this.sortedLexemes = undefined;
  }

  add(id: number, terms: Terms) {
    for (let e = 0; e < terms.lex.length; e++) {
      const lexeme = terms.lex[e];
      let posting = this.postings.get(lexeme);
      if (!posting) {
        posting = { ids: [], scores: [] };
        this.postings.set(lexeme, posting);
        this.sortedLexemes = undefined;
      }
      posting.ids.push(id);
      posting.scores.push(entryScore(terms.pos, terms.off[e], terms.off[e + 1]));
      posting.ranked = undefined;
    }
  }

  remove(id: number, terms: Terms) {
    for (const lexeme of terms.lex) {
      const posting = this.postings.get(lexeme);
      if (!posting) continue;
      const { ids, scores } = posting;
      const at = ids.indexOf(id);
      if (at >= 0) {
        ids[at] = ids[ids.length - 1];
        scores[at] = scores[scores.length - 1];
        ids.pop();
        scores.pop();
        posting.ranked = undefined;
      }
      if (ids.length === 0) {
        this.postings.delete(lexeme);
        this.sortedLexemes = undefined;
      }
    }
  }

  /**
   * The ids having `lexeme`, best ranked first as SQL orders a one-word search: ts_rank desc, then `created` desc,
   * then id desc.
   */
  ranked(lexeme: string, created: (id: number) => number): number[] {
    const posting = this.postings.get(lexeme);
    if (!posting) return [];
    if (!posting.ranked) {
      const order = posting.ids.map((id, k) => ({ id, rank: f(posting.scores[k]), created: created(id) }));
      order.sort((a, b) => b.rank - a.rank || b.created - a.created || b.id - a.id);
      posting.ranked = order.map((o) => o.id);
    }
    return posting.ranked;
  }

  private lexemesStarting(prefix: string): string[] {
    this.sortedLexemes ??= [...this.postings.keys()].sort();
    const sorted = this.sortedLexemes;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(sorted[i]);
    return out;
  }

  /**
   * A one-prefix suggestion's ranks: each product having a lexeme starting with `prefix`, with ts_rank of
   * 'prefix:*' in it (its matching entries' shares summed in tsvector order, in float4).
   */
  prefixRanks(prefix: string): { ids: number[]; ranks: Float64Array } {
    // Sums in one typed array by id (each first touch marked), not a map: 'sa' reaches most of the shop.
    const round = ++this.round;
    const found: number[] = [];
    for (const lexeme of this.lexemesStarting(prefix)) {
      const { ids, scores } = this.postings.get(lexeme)!;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k];
        this.mark(id, round);
        if (this.sums[id] === -1) {
          this.sums[id] = 0;
          found.push(id);
        }
        this.sums[id] = f(this.sums[id] + scores[k]);
      }
    }
    const ranks = new Float64Array(found.length);
    for (let i = 0; i < found.length; i++) {
      ranks[i] = this.sums[found[i]];
      this.sums[found[i]] = -1;
    }
    return { ids: found, ranks };
  }

  /** Ids of the products whose document has the operand (for a prefix, some lexeme starting with it). */
  private idsOf(operand: Operand): number[] {
    if (!operand.prefix) return this.postings.get(operand.lexeme)?.ids ?? [];
    const round = ++this.round;
    const found: number[] = [];
    for (const lexeme of this.lexemesStarting(operand.lexeme)) {
      const { ids } = this.postings.get(lexeme)!;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k];
        if (id < this.marks.length && this.marks[id] === round) continue;
        this.mark(id, round);
        found.push(id);
      }
    }
    return found;
  }

  /**
   * The ids of the products that have every operand: the rarest operand's postings, each checked for the others
   * in its own document (`termsOf`).
   */
  matchAll(operands: Operand[]): number[] {
    if (operands.length === 0) return [];
    const lists = operands.map((o) => this.idsOf(o)).sort((a, b) => a.length - b.length);
    if (lists.length === 1) return lists[0];
    // Each other list marks its ids with this round's number (one typed array, no set per query).
    let found = lists[0];
    for (let l = 1; l < lists.length && found.length > 0; l++) {
      const round = ++this.round;
      const list = lists[l];
      for (let k = 0; k < list.length; k++) this.mark(list[k], round);
      const marks = this.marks;
      found = found.filter((id) => id < marks.length && marks[id] === round);
    }
    return found;
  }

  /** A test of whether an id is among `ids`, valid until the next call that marks (this or matchAll). */
  marked(ids: number[]): (id: number) => boolean {
    const round = ++this.round;
    for (let k = 0; k < ids.length; k++) this.mark(ids[k], round);
    const marks = this.marks;
    return (id) => id < marks.length && marks[id] === round;
  }

  private marks = new Int32Array(1024);
  private round = 0;

  /** prefixRanks' sums by id, -1 where none is under way (as long as `marks`). */
  private sums = new Float64Array(1024).fill(-1);

  private mark(id: number, round: number) {
    if (id >= this.marks.length) {
      const length = Math.max(id + 1, this.marks.length * 2);
      const grown = new Int32Array(length);
      grown.set(this.marks);
      this.marks = grown;
      const sums = new Float64Array(length).fill(-1);
      sums.set(this.sums);
      this.sums = sums;
    }
    this.marks[id] = round;
  }
}

export { sortAndUniq };
export type { Operand };
