import { z } from 'zod';
import { coordinateSchema } from './planner.js';

export const fuelReferenceSchema = z.object({
  name: z.string().nullish(),
  flag: z.string().nullish(),
  city: z.string().nullish(),
  address: z.string().nullish(),
  province: z.string().nullish(),
  prices: z
    .array(z.object({ description: z.string(), price: z.number(), self: z.boolean().nullish() }))
    .nullish(),
  /** Fuel type FAI carries a brand-specific label. */
  fuel_type: z.string().nullish(),
  /** Station services (the dictionary of `/service/station/services`). */
  services: z.array(z.string()).nullish(),
});

export const parkingReferenceSchema = z.object({
  name: z.string().nullish(),
  verified: z.boolean().nullish(),
  number_of_parking_spots: z.number().int().nullish(),
  reviews_rating: z.number().nullish(),
  reviews_count: z.number().int().nullish(),
  security_rating: z.number().nullish(),
  price_per_night: z.number().nullish(),
  filters: z.array(z.string()).nullish(),
  address: z.string().nullish(),
  province: z.string().nullish(),
});

export const poiReferenceSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_icon: z.string().nullish(),
  color: z.string().nullish(),
  note: z.string().nullish(),
  description: z.string().nullish(),
});

const placeSchema = z.object({
  city: z.string().nullish(),
  zip: z.string().nullish(),
  country: z.string().nullish(),
});
export const loadOfferReferenceSchema = z.object({
  offerId: z.union([z.string(), z.number()]),
  pickUp: placeSchema,
  delivery: placeSchema,
  company: z.object({ name: z.string().nullish() }).loose().nullish(),
  freightDescription: z.string().nullish(),
  freightType: z.string().nullish(),
  links: z.array(z.string()).nullish(),
  services: z.array(z.object({ type: z.string() }).loose()).nullish(),
});

const base = {
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  coordinate: coordinateSchema,
  marker_label: z.string().nullish(),
  icon: z.string().nullish(),
  on_focus: z.boolean().nullish(),
};

/** A search result usable as a waypoint; `reference` depends on the type. */
export const resourceSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('fuel'), reference: fuelReferenceSchema }),
  z.object({ ...base, type: z.literal('parking'), reference: parkingReferenceSchema }),
  z.object({ ...base, type: z.literal('poi'), reference: poiReferenceSchema }),
  z.object({ ...base, type: z.literal('borsa'), reference: loadOfferReferenceSchema }),
  z.object({ ...base, type: z.literal('borsa-timocom'), reference: loadOfferReferenceSchema }),
]);
export type Resource = z.infer<typeof resourceSchema>;
