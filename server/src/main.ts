/** Starts the platform server: `pnpm --filter @site/server start` (PORT, default 4000, on 127.0.0.1). */
import { buildServer } from './app';

async function main() {
  const port = Number(process.env.PORT || 4000);
  const host = process.env.HOST || '127.0.0.1';
  const app = await buildServer();
  const address = await app.listen({ port, host });
  // One plain line for humans and start scripts, whatever the log level.
  process.stdout.write(`platform server listening on ${address}\n`);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('platform server failed to start:', err);
  process.exit(1);
});
