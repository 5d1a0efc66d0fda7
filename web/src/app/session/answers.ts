// The answers the shell reads, checked at the boundary with the domain's schemas.
import {
  abilityRuleSchema,
  companiesResponseSchema,
  licensesResponseSchema,
  userInfoSchema,
} from '@fleetdeck/shared';
import { z } from 'zod';

/** `GET /users/me`; an account with no company has no current company (then: the 403 page). */
export const userInfoAnswer = z.object({
  data: z.object({
    info: userInfoSchema.extend({
      id: z.number(),
      username: z.string(),
      name: z.string(),
      current_company: z.number().int().nullable(),
      admin: z.object({ helpdesk: z.boolean().nullish() }).nullish(),
    }),
  }),
});

/** `GET /licenses`: the licence groups and, beside them, the user's ability rules. */
export const licensesAnswer = licensesResponseSchema.extend({ rules: z.array(abilityRuleSchema) });

export const companiesAnswer = companiesResponseSchema;
