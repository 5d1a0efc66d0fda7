import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { simulatorApp } from './api.js';
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
  /** Simulated start time (default now). */
  startMs?: number;
  graph?: RoadGraph;
  historyHours?: number;
  /** Share of trucks whose drivers now and then break an EU 561 rule (default 0). */
  infringingShare?: number;
  /** Steps one history request may take before it answers 503 (see `HISTORY_BUDGET_STEPS`). */
  historyBudgetSteps?: number;
  /** Port to listen on (default: any free port). */
  port?: number;
  host?: string;
}

/**
 * Serves the simulator as an upstream telematics API on a loopback port, so the relay polls it over
 * HTTP exactly as it would poll a real one.
 */
export async function startSimulatorServer(options: SimulatorOptions): Promise<SimulatorServer> {
  const simulator = new FleetSimulator(
    options.trucks,
    options.seed,
    options.startMs ?? Date.now(),
    {
      ...(options.graph ? { graph: options.graph } : {}),
      ...(options.historyHours !== undefined ? { historyHours: options.historyHours } : {}),
      ...(options.infringingShare ? { infringingShare: options.infringingShare } : {}),
      ...(options.historyBudgetSteps ? { historyBudgetSteps: options.historyBudgetSteps } : {}),
    },
  );
  const tickMs = options.tickMs ?? 1000;
  const timer = tickMs > 0 ? setInterval(() => simulator.step(tickMs / 1000), tickMs) : undefined;
  timer?.unref();

  const server: Server = createServer(simulatorApp(simulator, options.seed));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    simulator,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
