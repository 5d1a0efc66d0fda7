import { z } from 'zod';

export const companyTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Trucks of the company's stream carrying the tag (spec part 2 section 9). */
  trucks: z.number().int().min(0),
});
export type CompanyTag = z.infer<typeof companyTagSchema>;

/** Client-side state of a tag row while it saves. */
export interface CompanyTagItem extends CompanyTag {
  loading: boolean;
  error: boolean;
  to_update: boolean;
}

/** Longest tag name: a chip in the vehicle list stays readable. */
export const TAG_NAME_MAX = 40;

/** `POST /tags` and `PUT /tags/{id}`: the name travels as `tag`. */
export const tagInputSchema = z.object({ tag: z.string().trim().min(1).max(TAG_NAME_MAX) });

/** Most trucks one bulk call may tag or untag (a big company's whole fleet). */
export const TAG_BULK_MAX = 5000;

/** Ids are PostgreSQL integers: a larger one names nothing and would fail the query. */
const truckIds = z.array(z.number().int().positive().max(2_147_483_647));

/** `PUT /api/trucks/{id}/tags`: the truck's tags of the company, all at once. */
export const truckTagsInputSchema = z.object({ tag_ids: truckIds.max(200) });

/** `POST /api/tags/{id}/trucks`: puts the tag on (assigned) or takes it off these trucks. */
export const bulkTagInputSchema = z.object({
  truck_ids: truckIds.min(1).max(TAG_BULK_MAX),
  assigned: z.boolean(),
});
export type BulkTagInput = z.infer<typeof bulkTagInputSchema>;

/** A tag as trucks carry it in the live stream; `company` owns it (streams show their own). */
export interface TruckTag {
  id: number;
  name: string;
  company: number;
}
