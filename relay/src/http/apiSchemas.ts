// Request shapes of the section 7 calls. TEMPORARY home for the user-preferences and store shapes
// until the domain core (issue 3) exports its schemas; the HTTP-only shapes stay here.
import { z } from 'zod';
import { INFRINGEMENT_NATIONS, LANGUAGE_OPTIONS, TIME_ZONES } from './languageConfig.js';

const languageCodes = LANGUAGE_OPTIONS.map((l) => l.TRANSLATION_LANGUAGE) as [string, ...string[]];
const nationCodes = INFRINGEMENT_NATIONS.map((n) => n.CODE) as [string, ...string[]];

export const companiesQuerySchema = z.object({
  include: z.array(z.enum(['permissions'])).optional(),
});

export const companyChangeSchema = z.object({ azienda: z.number().int().positive() });

export const storeQuerySchema = z.object({
  type: z.enum(['user', 'company']),
  key: z.literal('geofleet'),
});

export const storeBodySchema = storeQuerySchema.extend({
  data: z.record(z.string(), z.unknown()),
});

export const userConfigSchema = z
  .object({
    lingua: z.enum(languageCodes).optional(),
    timeZone: z.enum(TIME_ZONES as [string, ...string[]]).optional(),
    infringNation: z.enum(nationCodes).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one setting is required' });
