import express, { type Response, type Router } from 'express';
import type { ZodError } from 'zod';
import { rateLimit } from 'express-rate-limit';
import { sharedLinkValidity, type PublicLinkAnswer } from '@fleetdeck/shared';
import { sendValidationError } from '../http/errors.js';
import { hashLinkToken } from './linkToken.js';
import type { SharedLinkRepository } from './sharedLinkRepository.js';
import { publicQuerySchema, tokenParamSchema } from './sharedLinkSchemas.js';

export const PUBLIC_LINK_PATH = '/public/sharelink';

/** 400 naming the query parameter: an unknown one by its own name (zod names none for it). */
function refuseQuery(res: Response, error: ZodError): void {
  const issue = error.issues[0];
  if (issue?.code !== 'unrecognized_keys' || issue.keys[0] === undefined)
    return sendValidationError(res, error);
  const field = issue.keys[0];
  res
    .status(400)
    .json({ error: 'invalid_request', field, message: `${field}: not a parameter of this call` });
}

/**
 * The one call of the public view, no account: what a token shares, inside its validity window.
 * An unknown, revoked or expired token all answer 404 `no_longer_exists`, so the answer never
 * tells whether a token ever existed; before the start 403 `not_yet_available` with the start.
 */
export function createPublicLinkRouter(links: SharedLinkRepository, nowS: () => number): Router {
  const router = express.Router();
  // Tokens cannot be guessed; the limit keeps anyone from trying at scale anyway.
  router.use(
    PUBLIC_LINK_PATH,
    rateLimit({ windowMs: 60_000, limit: 120, standardHeaders: 'draft-8' }),
  );
  router.get(`${PUBLIC_LINK_PATH}/:token`, async (req, res) => {
    res.set('cache-control', 'no-store');
    const token = tokenParamSchema.safeParse(req.params['token']);
    if (!token.success) return sendValidationError(res, token.error, 'token');
    const query = publicQuerySchema.safeParse(req.query);
    if (!query.success) return refuseQuery(res, query.error);
    const link = await links.byTokenHash(hashLinkToken(token.data));
    const gone = { error: 'no_longer_exists', message: 'This link no longer exists' };
    if (!link) return void res.status(404).json(gone);
    const { from, to } = query.data;
    const range =
      from !== undefined || to !== undefined
        ? { from: from ?? link.start, to: to ?? link.exp }
        : undefined;
    switch (sharedLinkValidity(link, nowS(), range)) {
      case 'not_yet_available':
        return void res.status(403).json({
          error: 'not_yet_available',
          message: 'This link is not available yet',
          start: link.start,
        });
      case 'no_longer_exists':
        return void res.status(404).json(gone);
      case 'invalid_range':
        return void res.status(400).json({
          error: 'invalid_range',
          field: from !== undefined && from < link.start ? 'from' : 'to',
          message: 'The range of dates is not valid for this link',
        });
      case 'valid': {
        const answer: PublicLinkAnswer = {
          data: { start: link.start, exp: link.exp, trucks: link.trucks },
        };
        res.json(answer);
      }
    }
  });
  return router;
}
