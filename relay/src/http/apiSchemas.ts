// Request shapes of the section 7 calls: the domain's schemas, narrowed to what this relay serves.
import {
  changeCompanyRequestSchema,
  languageSettingsSchema,
  storeRequestSchema,
} from '@fleetdeck/shared';
import { z } from 'zod';
import { INFRINGEMENT_NATIONS, LANGUAGE_OPTIONS, TIME_ZONES } from './languageConfig.js';

const languageCodes = LANGUAGE_OPTIONS.map((l) => l.TRANSLATION_LANGUAGE) as [string, ...string[]];
const nationCodes = INFRINGEMENT_NATIONS.map((n) => n.CODE) as [string, ...string[]];

export const companiesQuerySchema = z.object({
  include: z.array(z.enum(['permissions'])).optional(),
});

export const companyChangeSchema = changeCompanyRequestSchema;

/** The only store key the product uses (part 1, section 7). */
const storeKey = z.literal('geofleet');

export const storeQuerySchema = storeRequestSchema.pick({ type: true }).extend({ key: storeKey });

export const storeBodySchema = storeRequestSchema.extend({ key: storeKey });

/** Any of the three settings, each one of the offered values (the screen sends what is set). */
export const userConfigSchema = languageSettingsSchema
  .extend({
    lingua: z.enum(languageCodes),
    timeZone: z.enum(TIME_ZONES as [string, ...string[]]),
    infringNation: z.enum(nationCodes),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one setting is required' });
