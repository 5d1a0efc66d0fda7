import { z } from 'zod';

/**
 * What we read of Valhalla's answers (valhalla.github.io/valhalla/api: turn-by-turn, isochrone,
 * locate). Loose objects: a newer Valhalla adding fields must not break us.
 */
export const maneuverSchema = z.looseObject({
  type: z.number().int(),
  street_names: z.array(z.string()).optional(),
  begin_street_names: z.array(z.string()).optional(),
  /** In the request's units: kilometres. */
  length: z.number(),
  time: z.number(),
  begin_shape_index: z.number().int().min(0),
  end_shape_index: z.number().int().min(0),
  toll: z.boolean().optional(),
  highway: z.boolean().optional(),
  ferry: z.boolean().optional(),
});
export type ValhallaManeuver = z.infer<typeof maneuverSchema>;

const summarySchema = z.looseObject({ length: z.number(), time: z.number() });

export const tripSchema = z.looseObject({
  locations: z.array(z.looseObject({ lat: z.number(), lon: z.number() })).optional(),
  legs: z
    .array(
      z.looseObject({
        shape: z.string(),
        summary: summarySchema,
        maneuvers: z.array(maneuverSchema),
      }),
    )
    .min(1),
  summary: summarySchema,
  units: z.string().optional(),
});
export type ValhallaTrip = z.infer<typeof tripSchema>;

export const routeAnswerSchema = z.looseObject({
  trip: tripSchema,
  alternates: z.array(z.looseObject({ trip: tripSchema })).optional(),
});

export const isochroneAnswerSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.looseObject({
      type: z.literal('Feature'),
      geometry: z.union([
        z.looseObject({
          type: z.literal('Polygon'),
          coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
        }),
        z.looseObject({
          type: z.literal('MultiPolygon'),
          coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
        }),
      ]),
      properties: z.looseObject({ contour: z.number(), metric: z.string().optional() }),
    }),
  ),
});

/** `/locate`: per location, the edges it snaps to (null or empty when none). */
export const locateAnswerSchema = z.array(
  z.looseObject({ edges: z.array(z.unknown()).nullish(), input_lat: z.number().optional() }),
);

export const errorAnswerSchema = z.looseObject({
  error_code: z.number().int(),
  error: z.string(),
  status_code: z.number().int().optional(),
});
