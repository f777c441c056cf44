// The password rule (password-rule.ts) judged with zxcvbn-ts's own word lists. The web loads it only in the forms
// that need it (a dynamic import), so it never weighs on the first page load; the server judges in a worker thread
// with the same lists packed small (apps/server/src/lib/password-words.ts).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordJudges } from './password-rule.ts';

export type { PasswordVerdict } from './password-rule.ts';

let factory: ZxcvbnFactory | undefined;
/** zxcvbn with its common and English lists. Levenshtein matching is left off: it costs up to a second per check. */
export const listEstimator = () => {
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return factory;
};

const judges = passwordJudges(listEstimator);
export const judgeShopperPassword = judges.shopper;
export const judgeAdminPassword = judges.admin;
