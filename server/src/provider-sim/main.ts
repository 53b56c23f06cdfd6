/** Starts the game-provider simulator: `pnpm --filter @site/server provider-sim` (PROVIDER_SIM_PORT, default 4100, on 127.0.0.1). */
import { buildProviderSim, simOptionsFromEnv } from './app';

async function main() {
  const port = Number(process.env.PROVIDER_SIM_PORT || 4100);
  const host = process.env.PROVIDER_SIM_HOST || '127.0.0.1';
  const app = await buildProviderSim(simOptionsFromEnv());
  const address = await app.listen({ port, host });
  process.stdout.write(`provider simulator listening on ${address}\n`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error('provider simulator failed to start:', err);
  process.exit(1);
});
