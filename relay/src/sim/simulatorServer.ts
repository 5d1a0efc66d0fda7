import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FleetSimulator } from './fleetSimulator.js';

export interface SimulatorServer {
  url: string;
  simulator: FleetSimulator;
  close(): Promise<void>;
}

export interface SimulatorOptions {
  trucks: number;
  seed: number;
  /** Real milliseconds between simulation steps; 0 leaves stepping to the caller (tests). */
  tickMs?: number;
}

/**
 * Serves the simulator as an upstream telematics API on a loopback port, so the relay polls it over
 * HTTP exactly as it would poll a real one.
 */
export async function startSimulatorServer(options: SimulatorOptions): Promise<SimulatorServer> {
  const simulator = new FleetSimulator(options.trucks, options.seed);
  const tickMs = options.tickMs ?? 1000;
  const timer = tickMs > 0 ? setInterval(() => simulator.step(tickMs / 1000), tickMs) : undefined;
  timer?.unref();

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/trucks') {
      const body = JSON.stringify({ data: simulator.list() });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: `no route ${req.method ?? ''} ${path ?? ''}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    simulator,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
