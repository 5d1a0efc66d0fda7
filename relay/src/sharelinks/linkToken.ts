import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the only secret a viewer holds. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 128 random bits naming a link to its owners (edit, delete); it does not open the view. */
export function newLinkId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * What the database keeps instead of the token. A fast hash is enough: the token has 256 random
 * bits, so there is nothing to guess that a slow hash would protect.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
