import { z } from 'zod';

/** The answers' shapes as section 7 describes them; a contract test parses every answer. */
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
  rules: z.array(z.record(z.string(), z.unknown())),
});

const company = z.object({ id: z.number(), business_name: z.string() });
export const companiesAnswer = z.object({
  data: z.object({
    permissions: z.array(company).optional(),
    company,
    master_slave: z.array(z.object({ master: z.number(), slaves: z.array(z.number()) })),
  }),
});

export const storeAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable() });

export const languageConfigAnswer = z.object({
  data: z.object({
    languages: z.array(z.object({ DESCRIZIONE: z.string(), TRANSLATION_LANGUAGE: z.string() })),
    timezones: z.array(z.object({ timeZone: z.string() })),
    infringment_nations: z.array(z.object({ CODE: z.string(), NAME: z.string() })),
  }),
});

export const driverStatusAnswer = z.object({
  data: z.array(z.object({ ID: z.number(), DESCRIZIONE: z.string() })),
});

export const errorAnswer = z.object({
  error: z.string(),
  field: z.string().optional(),
  message: z.string(),
});

/** Checks the status, then parses the JSON body with `schema`. */
export async function answer<T>(
  response: Response | Promise<Response>,
  status: number,
  schema: z.ZodType<T>,
): Promise<T> {
  const r = await response;
  const text = await r.text();
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${text}`);
  return schema.parse(JSON.parse(text));
}

/** The decoded payload of a JWT (the tenant token's claims), without checking its signature. */
export function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
}
