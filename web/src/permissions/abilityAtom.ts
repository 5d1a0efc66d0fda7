import { atom } from 'jotai';
import { buildAbility, mergeLicenseGroups } from '@fleetdeck/shared';
import { readSession } from '../app/session/session.js';

/**
 * What the signed-in user may see and do: the same CASL builder the relay's API uses, from the
 * rules and licences loaded once by the authentication check (it runs before the shell renders).
 */
export const abilityAtom = atom(() => {
  const session = readSession();
  return buildAbility({
    rules: session.rules ?? [],
    rulesLoaded: session.rules_loaded,
    licenses: session.licenses ? mergeLicenseGroups(session.licenses) : undefined,
  });
});
