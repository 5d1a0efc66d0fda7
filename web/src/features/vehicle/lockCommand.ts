import { apiFetch } from '../../app/session/api.js';

export type LockOutcome = 'sent' | 'refused' | 'network';

/** Sends the lock command through the relay; the new state arrives with a later live tick. */
export async function sendLock(
  truckId: number,
  output: number,
  lock: boolean,
): Promise<LockOutcome> {
  try {
    const response = await apiFetch(`/trucks/${truckId}/lock`, {
      method: 'POST',
      body: JSON.stringify({ output, lock }),
    });
    if (response.ok) return 'sent';
    console.warn('lock command refused', response.status);
    return response.status === 502 ? 'network' : 'refused';
  } catch (error) {
    console.warn('lock command failed', error);
    return 'network';
  }
}
