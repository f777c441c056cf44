// The worker thread of password-check.ts (a piscina task): zxcvbn's estimate over its word lists packed small
// (password-words.ts), away from the event loop.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PasswordEstimator, passwordJudges } from '@zariya/shared/password-rule';
import type { PasswordCheck } from './password-check.ts';
import { packedEstimator } from './password-words.ts';

/** The packed lists: beside the bundle (scripts/server-build.mjs), or in the build folder for the source. */
function wordsFile(): string {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts')
    ? join(dirname(here), '../../build/password-words.bin')
    : join(dirname(here), 'password-words.bin');
}

let estimator: PasswordEstimator | undefined;
const judges = passwordJudges(() => {
  estimator ??= packedEstimator(readFileSync(wordsFile()));
  return estimator;
});

export default function judge(check: PasswordCheck) {
  return check.kind === 'admin'
    ? judges.admin(check.password)
    : judges.shopper(check.password, check.personal);
}
