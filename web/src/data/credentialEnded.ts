import { BehaviorSubject } from 'rxjs';
import { atomWithObservable } from 'jotai/utils';
import { credentialEndedSchema, type CredentialEndReason } from '@fleetdeck/shared';

/**
 * Why the credential the app streams with ended, once the relay said so (`auth:ended`); undefined
 * while it works. Kept outside the live stream's subscribers, so any screen may read it without
 * opening a socket; it is never cleared: only signing in again (a new page) starts afresh.
 */
const ended$ = new BehaviorSubject<CredentialEndReason | undefined>(undefined);

/** Records the relay's `auth:ended` payload; a malformed one is logged and ignored. */
export function reportCredentialEnded(payload: unknown): void {
  const parsed = credentialEndedSchema.safeParse(payload);
  if (!parsed.success) {
    console.warn('auth:ended: malformed payload', parsed.error.issues[0]?.message);
    return;
  }
  if (ended$.value === undefined) ended$.next(parsed.data.reason);
}

/**
 * A `/live` handshake refused for the credential it carried (`unauthorized: …` or
 * `forbidden: …`): the reason the relay would have sent had the socket been open when it ended.
 */
export function reportHandshakeRefused(payload: unknown, token: string | undefined): void {
  const message = (payload as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return;
  const reason: CredentialEndReason = token?.startsWith('wall_')
    ? 'wall_revoked'
    : message.startsWith('forbidden:')
      ? 'company_removed'
      : tokenExpired(token)
        ? 'session_expired'
        : 'signed_out';
  reportCredentialEnded({ reason });
}

/** Whether an access token's `exp` has passed (read, not verified: only for the words shown). */
function tokenExpired(token: string | undefined): boolean {
  try {
    const part = token?.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof exp === 'number' && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

export const credentialEnded$ = ended$.asObservable();

export const credentialEndedAtom = atomWithObservable(() => credentialEnded$, {
  initialValue: undefined,
});
