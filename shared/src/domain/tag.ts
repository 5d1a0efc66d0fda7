import { z } from 'zod';

export const companyTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Trucks carrying the tag. */
  trucks: z.number().int().min(0),
});
export type CompanyTag = z.infer<typeof companyTagSchema>;

/** Client-side state of a tag row while it saves. */
export interface CompanyTagItem extends CompanyTag {
  loading: boolean;
  error: boolean;
  to_update: boolean;
}

/** `POST /tags` and `PUT /tags/{id}`: the name travels as `tag`. */
export const tagInputSchema = z.object({ tag: z.string().trim().min(1) });
