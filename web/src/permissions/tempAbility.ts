// TEMPORARY until the domain core (issue 3) lands its shared CASL builder, which the relay's API
// uses too: then this file goes and both call the shared one.
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export type AppAbility = MongoAbility;

/** Loaded rules replace the default "manage all"; every licence set to false denies `use`. */
export function buildAbility(
  licenses: Record<string, Record<string, boolean>> | null,
  rules: unknown[] | null,
): AppAbility {
  const base = (rules ?? [{ action: 'manage', subject: 'all' }]) as RawRuleOf<AppAbility>[];
  const denied = Object.values(licenses ?? {})
    .flatMap((group) => Object.entries(group))
    .filter(([, allowed]) => !allowed)
    .map(([feature]) => ({ action: 'use', subject: feature, inverted: true }));
  return createMongoAbility([...base, ...denied]);
}
