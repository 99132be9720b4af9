// Passwords are hashed with scrypt (node:crypto), a per-user random salt, compared in constant
// time (docs/server.md "Roles"). Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can
// be raised later.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** What a stored hash says: the scrypt cost, the salt and the expected key. */
export interface StoredHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const COST = /^[1-9]\d{0,9}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The parts of `scrypt$N$r$p$salt$hash`, or undefined when it is not one. */
export function parseStoredHash(stored: string): StoredHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6) return undefined;
  const [scheme, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (scheme !== "scrypt" || ![n, r, p].every((cost) => COST.test(cost))) return undefined;
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return undefined;
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, "base64url"),
    key: Buffer.from(key, "base64url"),
  };
  // N must be a power of two (scrypt's own rule); an empty key would compare equal to nothing.
  if ((parsed.N & (parsed.N - 1)) !== 0 || parsed.N < 2 || parsed.key.length === 0) return undefined;
  return parsed;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * A hash to compare against when the user does not exist (or the stored hash is unreadable),
 * with today's cost: the same scrypt work runs either way, so timing does not reveal who exists.
 * No password matches it (its key is not one scrypt gives for its salt, as far as anyone knows).
 */
export const DUMMY_HASH = ["scrypt", N, R, P, "A".repeat(22), "A".repeat(43)].join("$");

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  const used = parsed ?? parseStoredHash(DUMMY_HASH)!;
  const key = await scrypt(password, used.salt, used.key.length, {
    N: used.N,
    r: used.r,
    p: used.p,
    maxmem: MAX_MEMORY,
  });
  return parsed !== undefined && key.length === used.key.length && timingSafeEqual(key, used.key);
}

export const MIN_PASSWORD_LENGTH = 10;
