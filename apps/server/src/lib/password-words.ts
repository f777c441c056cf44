// zxcvbn's estimator over its word lists as scripts/password-words.mjs packs them: each list's words in sorted order
// in one typed array, their ranks in another, searched by halves in place, outside the JavaScript heap. zxcvbn-ts
// ranks each list into an object of its words (236,000 keys in all) and keeps the decompressed arrays besides: the
// worker thread took about 70 MiB while it lived, against about 20 MiB packed (issue 24, bench/RESULTS.md). The
// verdicts are the same: password-words.test.ts checks them against zxcvbn-ts's own lists.
import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordEstimator } from '@zariya/shared/password-rule';

type ListPlace = {
  name: string;
  count: number;
  longest: number;
  unitBytes: 1 | 2;
  /** The words' byte offset in the packed section, and their number of code units (newlines included). */
  units: [number, number];
  /** The ranks' byte offset in the packed section. */
  ranks: number;
};
type Meta = Required<Pick<OptionsType, 'translations' | 'graphs'>> & { lists: ListPlace[] };

const NEWLINE = 10;

/** A typed array over `bytes` where it is aligned for one, else over a copy. */
function view<T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, unit: number) {
  return (bytes: Buffer, at: number, length: number): T => {
    const offset = bytes.byteOffset + at;
    if (offset % unit === 0) return make(bytes.buffer as ArrayBuffer, offset, length);
    const copy = new Uint8Array(length * unit);
    copy.set(bytes.subarray(at, at + length * unit));
    return make(copy.buffer, 0, length);
  };
}
const unitsOf = {
  1: view((b, o, n) => new Uint8Array(b, o, n), 1),
  2: view((b, o, n) => new Uint16Array(b, o, n), 2),
};
const ranksOf = view((b, o, n) => new Uint32Array(b, o, n), 4);

/** The rank of a word in one packed list (undefined when it is not there), found without making a string. */
function rankLookup(
  units: Uint8Array | Uint16Array,
  ranks: Uint32Array,
): (word: string) => number | undefined {
  const starts = new Uint32Array(ranks.length + 1);
  let n = 1;
  for (let i = 0; i < units.length; i++) if (units[i] === NEWLINE) starts[n++] = i + 1;
  /** The k-th word against `word`, by UTF-16 code units as the packer sorted them. */
  const compare = (k: number, word: string) => {
    const from = starts[k];
    const length = starts[k + 1] - 1 - from;
    const shorter = Math.min(length, word.length);
    for (let i = 0; i < shorter; i++) {
      const d = units[from + i] - word.charCodeAt(i);
      if (d !== 0) return d;
    }
    return length - word.length;
  };
  return (word) => {
    let low = 0;
    let high = ranks.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const c = compare(mid, word);
      if (c === 0) return ranks[mid];
      if (c < 0) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  };
}

/**
 * A ranked list as zxcvbn reads one: `list[word]` is the word's rank or undefined. zxcvbn's dictionary matcher only
 * ever reads it so (its Levenshtein search, which would walk the keys, is off).
 */
function rankedList(rankOf: (word: string) => number | undefined): Record<string, number> {
  return new Proxy(Object.create(null) as Record<string, number>, {
    get: (_, key) => (typeof key === 'string' ? rankOf(key) : undefined),
    has: (_, key) => typeof key === 'string' && rankOf(key) !== undefined,
  });
}

/** The estimator over the packed file's bytes. */
export function packedEstimator(file: Buffer): PasswordEstimator {
  const versionsEnd = file.indexOf(NEWLINE);
  const metaEnd = file.indexOf(NEWLINE, versionsEnd + 1);
  const meta = JSON.parse(file.toString('utf8', versionsEnd + 1, metaEnd)) as Meta;
  const section = file.subarray(Math.ceil((metaEnd + 1) / 8) * 8);
  const factory = new ZxcvbnFactory({ translations: meta.translations, graphs: meta.graphs });
  // zxcvbn-ts builds these from `dictionary` lists (Options.setRankedDictionaries); here they are given packed.
  const options = (
    factory as unknown as {
      options: {
        rankedDictionaries: Record<string, Record<string, number>>;
        rankedDictionariesMaxWordSize: Record<string, number>;
      };
    }
  ).options;
  for (const list of meta.lists) {
    const units = unitsOf[list.unitBytes](section, list.units[0], list.units[1]);
    const ranks = ranksOf(section, list.ranks, list.count);
    options.rankedDictionaries[list.name] = rankedList(rankLookup(units, ranks));
    options.rankedDictionariesMaxWordSize[list.name] = list.longest;
  }
  return factory;
}
