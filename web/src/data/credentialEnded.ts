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

export const credentialEnded$ = ended$.asObservable();

export const credentialEndedAtom = atomWithObservable(() => credentialEnded$, {
  initialValue: undefined,
});
