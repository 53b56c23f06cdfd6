/** Starts the platform server: `pnpm --filter @site/server start` (PORT, default 4000, on 127.0.0.1). */
import { buildServer } from './app';
import { runProcess } from './run-process';

runProcess('platform server', async () => ({
  app: await buildServer(),
  port: Number(process.env.PORT || 4000),
  host: process.env.HOST || '127.0.0.1',
}));
