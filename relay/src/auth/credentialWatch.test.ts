import { describe, expect, it } from 'vitest';
import type { CredentialStates } from '../storage/accounts.js';
import { credentialEndReason, type LivePrincipal } from './credentialWatch.js';

const states = (over: Partial<CredentialStates> = {}): CredentialStates => ({
  sessions: new Map([['s1', 'open']]),
  companies: new Map([[7, new Set([4])]]),
  walls: new Set(['w1']),
  ...over,
});
const session: LivePrincipal = {
  kind: 'session',
  sessionId: 's1',
  userId: 7,
  company: 4,
  expiresAt: 10_000,
};

describe('credentialEndReason', () => {
  it('keeps a working session and an active wall', () => {
    expect(credentialEndReason(session, states(), 9_999)).toBeUndefined();
    expect(credentialEndReason({ kind: 'wall', wallId: 'w1', company: 4 }, states(), 0)).toBe(
      undefined,
    );
  });

  it('names why each credential ended', () => {
    const wall: LivePrincipal = { kind: 'wall', wallId: 'w2', company: 4 };
    expect(credentialEndReason(wall, states(), 0)).toBe('wall_revoked');
    expect(credentialEndReason(session, states({ sessions: new Map() }), 0)).toBe('signed_out');
    const with_ = (status: 'ended' | 'expired' | 'disabled') =>
      credentialEndReason(session, states({ sessions: new Map([['s1', status]]) }), 0);
    expect(with_('ended')).toBe('signed_out');
    expect(with_('expired')).toBe('session_expired');
    expect(with_('disabled')).toBe('user_disabled');
    expect(credentialEndReason(session, states(), 10_000)).toBe('session_expired');
    const moved = states({ companies: new Map([[7, new Set([1])]]) });
    expect(credentialEndReason(session, moved, 0)).toBe('company_removed');
  });

  it('puts the session before the company: a disabled user is told so, not "removed"', () => {
    const both = states({ sessions: new Map([['s1', 'disabled']]), companies: new Map() });
    expect(credentialEndReason(session, both, 0)).toBe('user_disabled');
  });
});
