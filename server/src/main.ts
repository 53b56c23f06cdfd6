/** Starts the platform server: `pnpm --filter @site/server start` (PORT, default 4000, on 127.0.0.1). */
import { optionsFromEnv } from './config';
import { runProcess } from './run-process';

runProcess('platform server', async () => {
  // The environment is checked before the app (and its database driver) is even loaded, so a
  // misconfigured process stops at once with the list of what to fix.
  const options = optionsFromEnv();
  const { buildServer } = await import('./app');
  return { app: await buildServer(options), ...options.listen };
});
