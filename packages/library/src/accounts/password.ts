/**
 * Passwords: the rules of the reference (at least 10 characters with a digit, a lower-case and an
 * upper-case letter) and Argon2id hashing (memory-hard, so a stolen table is slow to attack),
 * stored as a PHC string that carries its own parameters: raising them later keeps old hashes
 * verifiable.
 */
import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 10;

/** What a password lacks, in words for the form; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH)
    problems.push(`Must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  if (!/\d/.test(password)) problems.push('Must contain a digit');
  if (!/\p{Ll}/u.test(password)) problems.push('Must contain a lower-case letter');
  if (!/\p{Lu}/u.test(password)) problems.push('Must contain an upper-case letter');
  return problems;
}

// OWASP's first Argon2id profile: 19 MiB, 2 passes, 1 lane (~20 ms here).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that is not an Argon2 PHC string. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
