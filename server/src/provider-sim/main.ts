/** Starts the game-provider simulator: `pnpm --filter @site/server provider-sim` (PROVIDER_SIM_PORT, default 4100, on 127.0.0.1). */
import { runProcess } from '../run-process';
import { buildProviderSim, simOptionsFromEnv } from './app';

runProcess('provider simulator', async () => {
  const { listen, ...options } = simOptionsFromEnv();
  return { app: await buildProviderSim(options), ...listen };
});
