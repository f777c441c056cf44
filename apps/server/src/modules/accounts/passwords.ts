// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes) and a check that takes the same time
// whether or not the account exists.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;
/** A hash of a random password, verified against when there is no account, so both paths cost the same. */
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
};

/** Computes the dummy hash ahead of the first unknown-number login, which would otherwise be slower. */
export const warmUpPasswordCheck = async (): Promise<void> => void (await getDummyHash());

export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await getDummyHash());
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== undefined && ok;
}
