import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's m=19 MiB, t=2, p=1). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against this when the account does not exist keeps the answer time the same,
// so response timing does not tell which accounts exist.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$x8LGBa2YM80raxWeaUterA$zPG9/fRInAWsIDFmfYUootPrV+LtgpgZ2SML/l/qYwc';

export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
