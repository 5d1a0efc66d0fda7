// Shapes of the API answers the shell reads, checked at the boundary. TEMPORARY home for the
// logged-user, licences and company shapes until the domain core (issue 3) exports them.
import { z } from 'zod';

export const userInfoAnswer = z.object({
  data: z.object({
    info: z.object({
      id: z.number(),
      username: z.string(),
      name: z.string(),
      signed_tenant_token: z.string(),
      current_company: z.number().nullable(),
      language: z.string(),
      iana: z.string(),
      timezone: z.string(),
      infringment_nation: z.string(),
    }),
  }),
});

export const licensesAnswer = z.object({
  data: z.record(z.string(), z.record(z.string(), z.boolean())),
  rules: z.array(z.record(z.string(), z.unknown())).nullable(),
});

export const companySchema = z.object({ id: z.number(), business_name: z.string() });
export type Company = z.infer<typeof companySchema>;

export const companiesAnswer = z.object({
  data: z.object({
    permissions: z.array(companySchema).default([]),
    company: companySchema.optional(),
    master_slave: z.array(z.object({ master: z.number(), slaves: z.array(z.number()) })),
  }),
});
