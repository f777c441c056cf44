// The password rule for shoppers and the owner, given a zxcvbn estimate (a realistic count of guesses with lists
// of common passwords, names and English words). Pure, and free of the word lists themselves: the web and the tests
// judge with zxcvbn-ts's own lists (password-strength.ts), the server's worker thread with the same lists packed
// small (apps/server/src/lib/password-words.ts), and both give the same verdicts.
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts.ts';

/** zxcvbn's score 3 of 4 (10^8 guesses or more): safely unguessable against a throttled login. */
const SHOPPER_MIN_GUESSES_LOG10 = 8;
/** The owner's password guards every customer's details: 10^12 guesses, beyond an offline attack on a weak hash. */
const ADMIN_MIN_GUESSES_LOG10 = 12;
/** Words that make any password of this shop easier to guess. */
const SHOP_WORDS = ['zariya', 'saree', 'sarees', 'shop', 'fashion', 'admin', 'owner', 'password', 'test'];

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/** What the rule needs of zxcvbn-ts's ZxcvbnFactory. */
export interface PasswordEstimator {
  check(
    password: string,
    userInputs?: (string | number)[],
  ): { guessesLog10: number; feedback: { warning: string | null; suggestions: string[] } };
}

/** Splits names and e-mail addresses into the pieces a guesser would try ("asha.verma@x.in" → asha, verma). */
const personalWords = (inputs: readonly string[]) =>
  inputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^a-z0-9]+/)]).filter((w) => w.length >= 3);

function judge(
  estimator: PasswordEstimator,
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
  const result = estimator.check(password, [...SHOP_WORDS, ...personalWords(userInputs)]);
  if (result.guessesLog10 >= minGuessesLog10) return { ok: true };
  const why = result.feedback.warning ?? 'It could be guessed quickly.';
  const tip = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return { ok: false, reason: `This password is too easy to guess. ${why} ${tip}` };
}

/** The two judges over an estimator, made when first asked for (building one loads its word lists). */
export function passwordJudges(estimator: () => PasswordEstimator) {
  return {
    /** Shoppers: at least 8 characters, not common or guessable, not built from her own name, e-mail or number. */
    shopper: (password: string, personal: readonly string[] = []): PasswordVerdict =>
      judge(estimator(), password, PASSWORD_MIN_LENGTH, SHOPPER_MIN_GUESSES_LOG10, personal),
    /** The owner's ADMIN_PASSWORD: at least 12 characters and about 10^12 guesses or more. */
    admin: (password: string): PasswordVerdict =>
      judge(estimator(), password, ADMIN_PASSWORD_MIN_LENGTH, ADMIN_MIN_GUESSES_LOG10, []),
  };
}
