import type { Request, Response } from 'express';
import { idText } from '@fleetdeck/shared';
import { parseOr400 } from './validate.js';

/** The largest PostgreSQL `integer`: a larger id names no row, and the query would fail. */
export const MAX_ROW_ID = 2_147_483_647;

const rowIdText = idText().refine((id) => id <= MAX_ROW_ID, `must be at most ${MAX_ROW_ID}`);

/**
 * The integer id in the path parameter `name`, written in canonical decimal (`4`, never `04`,
 * `+4`, `4.0` or `0x4`), or undefined once a 400 naming the parameter is sent.
 */
export function pathId(req: Request, res: Response, name = 'id'): number | undefined {
  return parseOr400(rowIdText, req.params[name], res, name);
}
