// `npm run sim`: the simulator alone, as an upstream on its own port, for pointing a relay (or
// curl) at with UPSTREAM_URL. Reads SIM_PORT, SIM_HOST, SIM_TRUCKS, SIM_SEED,
// SIM_INFRINGING_SHARE (0 to 1: trucks whose drivers now and then break an EU 561 rule) and
// SIM_HISTORY_BUDGET_STEPS (the work one history request may do before it answers 503).
import { z } from 'zod';
import { HISTORY_BUDGET_STEPS } from './historyLimits.js';
import { cityRoadGraph } from './roads.js';
import { startSimulatorServer } from './simulatorServer.js';

const env = z
  .object({
    SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    SIM_HOST: z.string().min(1).default('127.0.0.1'),
    SIM_TRUCKS: z.coerce.number().int().min(0).max(200_000).default(2000),
    SIM_SEED: z.coerce.number().int().default(42),
    SIM_INFRINGING_SHARE: z.coerce.number().min(0).max(1).default(0),
    SIM_HISTORY_BUDGET_STEPS: z.coerce.number().int().min(1000).default(HISTORY_BUDGET_STEPS),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v)));
if (!env.success) {
  const issue = env.error.issues[0];
  console.error(`Invalid ${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? ''}`);
  process.exit(1);
}
const config = env.data;
const server = await startSimulatorServer({
  trucks: config.SIM_TRUCKS,
  seed: config.SIM_SEED,
  infringingShare: config.SIM_INFRINGING_SHARE,
  historyBudgetSteps: config.SIM_HISTORY_BUDGET_STEPS,
  graph: cityRoadGraph(),
  port: config.SIM_PORT,
  host: config.SIM_HOST,
});
console.log(`FleetDeck simulator (${config.SIM_TRUCKS} vehicles) at ${server.url}`);
const stop = (): void => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
