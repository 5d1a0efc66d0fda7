import express, { type Router } from 'express';
import { companyStoreDataSchema, storeRequestSchema } from '@fleetdeck/shared';
import { z } from 'zod';
import { sendForbidden } from '../http/errors.js';
import { tenant } from '../http/tenancy.js';
import { parseOr400 } from '../http/validate.js';
import type { ConfigStoreRepository } from '../storage/configStore.js';
import type { DriverStatusRepository } from '../storage/driverStatuses.js';
import { languageConfiguration } from './languageConfig.js';

/** The only store key the product uses (part 1, section 7). */
const storeKey = z.literal('geofleet');
const storeQuerySchema = storeRequestSchema.pick({ type: true }).extend({ key: storeKey });
const storeBodySchema = storeRequestSchema.extend({ key: storeKey });

/**
 * What the settings screens read and write in the current company: the user's and the company's
 * stored configuration, the offered languages, time zones and nations, and the driver statuses.
 */
export function settingsRoutes(
  store: ConfigStoreRepository,
  driverStatuses: DriverStatusRepository,
): Router {
  const router = express.Router();
  router.get('/store', async (req, res) => {
    const query = parseOr400(storeQuerySchema, req.query, res);
    if (!query) return;
    const { user, companyId } = tenant(res);
    res.json({ data: await store.read(query.type, user.userId, companyId, query.key) });
  });

  router.post('/store', async (req, res) => {
    const body = parseOr400(storeBodySchema, req.body, res);
    if (!body) return;
    const { user, companyId, ability } = tenant(res);
    if (body.type === 'company' && ability.cannot('manage', 'CompanyConfig')) {
      return sendForbidden(res, 'You may not change the company configuration');
    }
    // The company's wall is read by unattended screens: a bad one is refused, naming the field.
    const data =
      body.type === 'company'
        ? parseOr400(companyStoreDataSchema, body.data, res, 'data')
        : body.data;
    if (!data) return;
    await store.write(body.type, user.userId, companyId, body.key, data);
    res.json({ data });
  });

  router.get('/golia/config', (_req, res) => {
    res.json({ data: languageConfiguration() });
  });

  router.get('/drivers/status', async (_req, res) => {
    res.json({ data: await driverStatuses.list(tenant(res).companyId) });
  });
  return router;
}
