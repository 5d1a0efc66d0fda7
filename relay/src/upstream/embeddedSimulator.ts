import type { RoadGraph } from '@fleetdeck/shared/roads';
import type { DemoCompany } from '../storage/seed.js';
import type { DemoTags } from '../tags/demoTags.js';

/** The embedded default upstream, when `UPSTREAM_URL` is unset: the simulator on loopback. */
export interface EmbeddedSimulator {
  /** Its address, when it was started. */
  url: string | undefined;
  /** The companies its fleet belongs to: the demo data seeds them. */
  demoCompanies: readonly DemoCompany[];
  /** The demo companies' tags and, when the simulator runs, its trucks' share of them. */
  demoTags?: DemoTags;
  close(): Promise<void>;
}

const nothingToClose = (): Promise<void> => Promise.resolve();

const isMissingPackage = (error: unknown): boolean =>
  (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND';

/**
 * The one place the relay reaches the simulator package. It is loaded on demand, so an image built
 * for a real upstream can leave `@fleetdeck/sim` out: then there is no simulator and no demo data.
 */
export async function embeddedSimulator(options: {
  start: boolean;
  trucks: number;
  seed: number;
  graph: RoadGraph;
  infringingShare?: number;
}): Promise<EmbeddedSimulator> {
  let sim: typeof import('@fleetdeck/sim');
  try {
    sim = await import('@fleetdeck/sim');
  } catch (error) {
    if (options.start || !isMissingPackage(error)) throw error;
    return { url: undefined, demoCompanies: [], close: nothingToClose };
  }
  if (!options.start) {
    return {
      url: undefined,
      demoCompanies: sim.DEMO_COMPANIES,
      demoTags: { names: sim.DEMO_TAG_NAMES, trucks: [] },
      close: nothingToClose,
    };
  }
  const server = await sim.startSimulatorServer({
    trucks: options.trucks,
    seed: options.seed,
    graph: options.graph,
    ...(options.infringingShare ? { infringingShare: options.infringingShare } : {}),
  });
  const trucks = server.simulator.fleet.vehicles.map((v) => ({
    id: v.id,
    company: v.company,
    tags: sim.demoTagsOf(v),
  }));
  return {
    url: server.url,
    demoCompanies: sim.DEMO_COMPANIES,
    demoTags: { names: sim.DEMO_TAG_NAMES, trucks },
    close: () => server.close(),
  };
}
