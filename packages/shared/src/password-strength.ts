// The password rule for shoppers and the owner, judged by zxcvbn-ts (a realistic guess estimate with lists of
// common passwords, names and English words). Pure: the server imports it directly; the web loads it only in
// the forms that need it (a dynamic import), so it never weighs on the first page load.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts.ts';

export { ADMIN_PASSWORD_MIN_LENGTH };
/** zxcvbn's score 3 of 4 (10^8 guesses or more): safely unguessable against a throttled login. */
const SHOPPER_MIN_GUESSES_LOG10 = 8;
/** The owner's password guards every customer's details: 10^12 guesses, beyond an offline attack on a weak hash. */
const ADMIN_MIN_GUESSES_LOG10 = 12;
/** Words that make any password of this shop easier to guess. */
const SHOP_WORDS = ['zariya', 'saree', 'sarees', 'shop', 'fashion', 'admin', 'owner', 'password', 'test'];

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

let factory: ZxcvbnFactory | undefined;
const estimator = () => {
  // Levenshtein matching is left off: it costs up to a second per check and adds little past the lists.
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return factory;
};

/** Splits names and e-mail addresses into the pieces a guesser would try ("asha.verma@x.in" → asha, verma). */
const personalWords = (inputs: readonly string[]) =>
  inputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^a-z0-9]+/)]).filter((w) => w.length >= 3);

function judge(
  password: string,
  minLength: number,
  minGuessesLog10: number,
  userInputs: readonly string[],
): PasswordVerdict {
  if (password.length < minLength) {
    return { ok: false, reason: `The password must be at least ${minLength} characters.` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, reason: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.` };
  }
  const result = estimator().check(password, [...SHOP_WORDS, ...personalWords(userInputs)]);
  if (result.guessesLog10 >= minGuessesLog10) return { ok: true };
  const why = result.feedback.warning ?? 'It could be guessed quickly.';
  const tip = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return { ok: false, reason: `This password is too easy to guess. ${why} ${tip}` };
}

/** Shoppers: at least 8 characters, not common or guessable, not built from her own name, e-mail or number. */
export const judgeShopperPassword = (password: string, personal: readonly string[] = []): PasswordVerdict =>
  judge(password, PASSWORD_MIN_LENGTH, SHOPPER_MIN_GUESSES_LOG10, personal);

/** The owner's ADMIN_PASSWORD: at least 12 characters and about 10^12 guesses or more. */
export const judgeAdminPassword = (password: string): PasswordVerdict =>
  judge(password, ADMIN_PASSWORD_MIN_LENGTH, ADMIN_MIN_GUESSES_LOG10, []);
