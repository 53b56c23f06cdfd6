/** Starts the game-provider simulator: `pnpm --filter @site/server provider-sim` (PROVIDER_SIM_PORT, default 4100, on 127.0.0.1). */
import { runProcess } from '../run-process';
import { buildProviderSim, simOptionsFromEnv } from './app';

runProcess('provider simulator', async () => ({
  app: await buildProviderSim(simOptionsFromEnv()),
  port: Number(process.env.PROVIDER_SIM_PORT || 4100),
  host: process.env.PROVIDER_SIM_HOST || '127.0.0.1',
}));
