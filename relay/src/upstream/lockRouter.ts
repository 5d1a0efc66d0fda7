import express, { type Router } from 'express';
import { z } from 'zod';
import { sendValidationError } from '../http/errors.js';
import { jsonBody } from '../http/jsonBody.js';
import { pathId } from '../http/pathId.js';
import { tenant } from '../http/tenancy.js';
import type { CompanyUpstreamDeps } from './companyUpstream.js';

export type LockDeps = CompanyUpstreamDeps;

const lockBody = z.strictObject({
  output: z.union([z.literal(1), z.literal(2)]),
  lock: z.boolean(),
});

/**
 * `POST /api/trucks/:id/lock` with `{output: 1|2, lock}`: sets a tracker digital output (the
 * vehicle lock panel, spec part 1 section 2) through upstream's `POST {api}/trucks/{id}/lock`.
 * A truck outside the user's company stream answers 404 like an unknown one; an output that is not
 * enabled on the tracker 409. The new state reaches clients with the next poll, like any change.
 */
export function lockApi(deps: LockDeps): Router {
  const router = express.Router();
  router.use('/api/trucks', ...deps.tenantScope);
  router.post('/api/trucks/:id/lock', jsonBody({ limit: '4kb' }), async (req, res) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    const body = lockBody.safeParse(req.body);
    if (!body.success) return sendValidationError(res, body.error);
    const { companyId } = tenant(res);
    const truck = deps.trucksOf(companyId).find((t) => t.id === id);
    if (!truck) {
      return res.status(404).json({ error: 'not_found', message: 'The vehicle is not available' });
    }
    const output = truck.tracker_configuration?.[`dout_${body.data.output}`];
    if (!output?.enable) {
      return res.status(409).json({
        error: 'output_disabled',
        message: `output: digital output ${body.data.output} is not enabled on this vehicle`,
      });
    }
    try {
      const answer = await fetch(`${deps.upstreamUrl}/trucks/${id}/lock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-company': String(companyId) },
        body: JSON.stringify(body.data),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      await answer.body?.cancel();
      if (answer.ok) return res.status(202).json({ data: { id: id, ...body.data } });
      if (answer.status === 404 || answer.status === 409) {
        return res.status(answer.status).json({ error: 'upstream', message: 'Refused upstream' });
      }
      deps.log.warn({ status: answer.status, truck: id }, 'lock command refused upstream');
      res.status(502).json({ error: 'upstream', message: `Upstream answered ${answer.status}` });
    } catch (error) {
      deps.log.warn({ err: error, truck: id }, 'lock command failed');
      res.status(502).json({ error: 'upstream', message: 'Upstream unreachable' });
    }
  });
  return router;
}
