import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with OWASP ASVS 5.0's minimum figures: 19 MiB of memory, 2 passes, 1 lane.
 * Raising them later is safe: `passwordNeedsRehash` tells the sign-in route to re-hash.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Longer inputs are refused before hashing (argon2 would accept them; this caps the work). */
export const MAX_PASSWORD_LENGTH = 1024;

/** The encoded argon2id string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash). */
export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error('Password is too long.');
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the password matches; false on mismatch, on a malformed hash or an over-long input. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) {
    await dummyVerify(password.slice(0, MAX_PASSWORD_LENGTH));
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification and returns false: call it when the account does
 * not exist (or has no password) so the answer takes as long as for a real account.
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= argon2.hash(randomBytes(32).toString('base64url'), PASSWORD_HASH_OPTIONS);
  try {
    await argon2.verify(await dummyHash, password.slice(0, MAX_PASSWORD_LENGTH));
  } catch {
    // the result does not matter, only the time spent
  }
  return false;
}

/**
 * The one call sign-in should use: verifies against the stored hash, or against the dummy hash
 * when there is none (unknown user, password-less account), so timing does not reveal which.
 */
export async function checkPassword(hash: string | null | undefined, password: string) {
  return hash ? verifyPassword(hash, password) : dummyVerify(password);
}

/** True when a stored hash was made with weaker parameters than today's (re-hash on sign-in). */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    if (!hash.startsWith('$argon2id$')) return true;
    return argon2.needsRehash(hash, {
      memoryCost: PASSWORD_HASH_OPTIONS.memoryCost,
      timeCost: PASSWORD_HASH_OPTIONS.timeCost,
      parallelism: PASSWORD_HASH_OPTIONS.parallelism,
    });
  } catch {
    return true;
  }
}
