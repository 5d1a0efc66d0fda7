import { z } from 'zod';

export const companySchema = z.object({ id: z.number().int(), business_name: z.string() });
export type Company = z.infer<typeof companySchema>;

/** A master company and the slave companies it oversees. */
export const masterSlaveSchema = z.object({
  master: z.number().int(),
  slaves: z.array(z.number().int()),
});
export type MasterSlave = z.infer<typeof masterSlaveSchema>;

/** `GET /companies?include[]=permissions`: the companies this user may switch to. */
export const companiesResponseSchema = z.object({
  data: z.object({
    permissions: z.array(companySchema),
    company: companySchema.nullish(),
    master_slave: z.array(masterSlaveSchema).nullish(),
  }),
});
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;

export const changeCompanyRequestSchema = z.object({ azienda: z.number().int() });

/** Session params; names are the upstream's (Azienda = company, Lingua = language). */
export const userParamsSchema = z.object({
  Azienda: z.number().int().nullish(),
  Lingua: z.string().nullish(),
  tz: z.string().nullish(),
  timezone: z.string().nullish(),
  infringment_nation: z.string().nullish(),
});
export type UserParams = z.infer<typeof userParamsSchema>;

/** One CASL rule as loaded for the user; `subject` is the feature name. */
export const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  inverted: z.boolean().optional(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export const loggedUserSchema = z.object({
  logged_user: z.looseObject({
    id: z.union([z.number(), z.string()]).nullish(),
    name: z.string().nullish(),
    email: z.string().nullish(),
    admin: z.looseObject({ helpdesk: z.boolean().nullish() }).nullish(),
  }),
  sso_token: z.string().nullish(),
  tenant_token: z.string().nullish(),
  params: userParamsSchema,
  rules: z.array(abilityRuleSchema),
  rules_loaded: z.boolean(),
  timestamp: z.number(),
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;

/** `GET /users/me` → `data.info`. */
export const userInfoSchema = z.object({
  signed_tenant_token: z.string(),
  current_company: z.number().int(),
  language: z.string().nullish(),
  iana: z.string().nullish(),
  timezone: z.string().nullish(),
  infringment_nation: z.string().nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Feature name → usable. */
export const licensesSchema = z.record(z.string(), z.boolean());
export type Licenses = z.infer<typeof licensesSchema>;
/** `GET /licenses` → `data`: groups of feature maps, merged into the rules. */
export const licensesResponseSchema = z.object({
  data: z.union([z.array(licensesSchema), z.record(z.string(), licensesSchema)]),
});

/** `GET /golia/config` (part 1 §3, language configuration). */
export const languageConfigSchema = z.object({
  languages: z.array(z.object({ DESCRIZIONE: z.string(), TRANSLATION_LANGUAGE: z.string() })),
  timezones: z.array(z.object({ timeZone: z.string() })),
  infringment_nations: z.array(z.object({ NAME: z.string(), CODE: z.string() })),
});
export type LanguageConfig = z.infer<typeof languageConfigSchema>;

/** `PUT /users/me/config` body (language settings screen). */
export const languageSettingsSchema = z.object({
  lingua: z.string().min(1),
  timeZone: z.string().min(1),
  infringNation: z.string().min(1),
});
export type LanguageSettings = z.infer<typeof languageSettingsSchema>;
