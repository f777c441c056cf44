// The packed word lists give zxcvbn the same ranks, and so the same estimates and verdicts, as zxcvbn-ts's own
// lists: every list's words looked up in place, and the estimate for passwords built from words of every list.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listEstimator } from '@zariya/shared/password-strength';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePasswordWords } from '../../../../scripts/password-words.mjs';
import { packedEstimator } from './password-words.ts';

const dir = mkdtempSync(join(tmpdir(), 'zariya-password-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lists: Record<string, (string | number)[]> = { ...common.dictionary, ...english.dictionary };
const file = readFileSync(await ensurePasswordWords(join(dir, 'password-words.bin')));
const packed = packedEstimator(file);
const stock = listEstimator();

/** Every n-th word of each list, so that each list is sampled from its start to its end. */
const sampled = (every: number) =>
  Object.values(lists).flatMap((list) => list.filter((_, i) => i % every === 0).map(String));

const leet = (w: string) => w.replace(/a/g, '@').replace(/e/g, '3').replace(/o/g, '0').replace(/s/g, '$');
const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

describe('packedEstimator', () => {
  it('finds every word of every list with the rank zxcvbn gives it', () => {
    const ranked = (
      packed as unknown as { options: { rankedDictionaries: Record<string, Record<string, number>> } }
    ).options.rankedDictionaries;
    for (const [name, list] of Object.entries(lists)) {
      const lastRank = new Map(list.map((word, i) => [String(word), i + 1]));
      const wrong = [...lastRank].filter(([word, rank]) => ranked[name][word] !== rank);
      expect(wrong, name).toEqual([]);
      expect(ranked[name]['zzqxjv-not-a-word'], name).toBeUndefined();
      expect('zzqxjv-not-a-word' in ranked[name]).toBe(false);
    }
  });

  it('estimates passwords made of every list’s words as zxcvbn-ts’s own lists do', () => {
    const words = sampled(3_000);
    const passwords = [
      ...words,
      ...words.map((w) => `${capitalised(w)}${w.length}`),
      ...words.map(leet),
      ...words.map((w) => [...w].reverse().join('')),
      ...words.flatMap((w, i) => (i % 3 === 0 ? [`${w}-${words[(i * 7) % words.length]}-1990`] : [])),
      'Asha-Verma-1990',
      'qwertyuiop',
      '1qaz2wsx3edc',
      'P@ssw0rd!',
      'correcthorsebatterystaple',
      'Monsoon-teapot-on-the-Ghat-26',
      'xK8#pqmonsoon',
      'constructor',
      '__proto__',
    ];
    const inputs = ['zariya', 'asha', 'verma', 'asha.verma@example.in'];
    const differ = passwords.filter((p) => {
      const a = packed.check(p, inputs);
      const b = stock.check(p, inputs);
      return a.guessesLog10 !== b.guessesLog10 || JSON.stringify(a.feedback) !== JSON.stringify(b.feedback);
    });
    expect(passwords.length).toBeGreaterThan(300);
    expect(differ).toEqual([]);
  });
});
