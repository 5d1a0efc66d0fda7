import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CompanyTruck {
  id: number;
  plate: string;
  details?: { company?: number; secondary_company?: number };
  lastpoint: {
    lat: number;
    lng: number;
    heading: number;
    speed: number;
    date: string;
    ignition: number;
  } | null;
}

export const companyTruck = (
  id: number,
  lat: number,
  company?: number,
  secondary?: number,
): CompanyTruck => ({
  id,
  plate: `T${id}`,
  ...(company === undefined
    ? {}
    : {
        details: { company, ...(secondary === undefined ? {} : { secondary_company: secondary }) },
      }),
  lastpoint: { lat, lng: 9, heading: 90, speed: 50, date: '2026-11-22T08:00:00.000Z', ignition: 1 },
});

/**
 * A tiny upstream the test drives by hand: it serves whatever trucks, plafond and traffic the test
 * set, and can be told to fail a source (HTTP 503) to exercise health and retries.
 */
export class TestUpstream {
  trucks: CompanyTruck[] = [];
  plafond: Record<string, unknown> = { '1001': { residual_driving: 3600 } };
  traffic: unknown[] = [];
  readonly failing = new Set<'trucks' | 'plafond' | 'traffic'>();
  /**
   * Other faults by source: `slow` answers after `slowMs` (past the relay's timeout), `malformed`
   * sends a body that is not JSON, `schema` sends JSON of another shape (an upstream change).
   */
  readonly faults = new Map<'trucks' | 'plafond' | 'traffic', 'slow' | 'malformed' | 'schema'>();
  slowMs = 2_000;
  readonly hits = { trucks: 0, plafond: 0, traffic: 0 };
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      const source =
        path === '/trucks'
          ? 'trucks'
          : path === '/drivers/plafond'
            ? 'plafond'
            : path === '/traffic/events'
              ? 'traffic'
              : undefined;
      // No probes and no truck events: answered empty, as an upstream without them would.
      if (path === '/geofleet/bluetooth_accessories' || path === '/trucks/events') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
        return;
      }
      if (!source) {
        res.writeHead(404).end();
        return;
      }
      this.hits[source] += 1;
      if (this.failing.has(source)) {
        res.writeHead(503).end();
        return;
      }
      const fault = this.faults.get(source);
      if (fault === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [{"id": 1,');
        return;
      }
      if (fault === 'schema') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ items: this.trucks, version: 2 }));
        return;
      }
      const body =
        source === 'trucks'
          ? { data: this.trucks }
          : source === 'plafond'
            ? { data: this.plafond }
            : { type: 'FeatureCollection', features: this.traffic };
      const send = (): void => {
        if (!res.destroyed)
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (fault === 'slow') setTimeout(send, this.slowMs);
      else send();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
