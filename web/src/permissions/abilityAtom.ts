import { atom } from 'jotai';
import { readSession } from '../app/session/session.js';
import { buildAbility } from './tempAbility.js';

/** What the signed-in user may see and do, from the licences and rules loaded at sign-in. */
export const abilityAtom = atom(() => {
  const session = readSession();
  return buildAbility(session.licenses, session.rules);
});
