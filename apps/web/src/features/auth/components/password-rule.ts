// The shared password rule, loaded only when a form checks a password: zxcvbn's word lists never weigh on the
// first page load. The server judges again and has the last word.
export async function passwordProblem(password: string, personal: string[]): Promise<string | undefined> {
  const { judgeShopperPassword } = await import('@zariya/shared/password-strength');
  const verdict = judgeShopperPassword(password, personal);
  return verdict.ok ? undefined : verdict.reason;
}

/** Starts loading the rule (word lists of about 1.6 MB, 0.7 MB compressed) as soon as a password field is used. */
export const warmPasswordRule = (): void => void import('@zariya/shared/password-strength').catch(() => {});
