import type { FastifyInstance } from 'fastify';
import { ConfigError } from './env';

/**
 * Runs one of the server's processes (platform, realtime, simulators) the same way: build,
 * listen, print one plain line for people and start scripts, close gracefully on SIGINT/SIGTERM, and
 * exit non-zero with the reason when it cannot start.
 */
export function runProcess(
  name: string,
  start: () => Promise<{ app: FastifyInstance; port: number; host: string }>,
): void {
  start()
    .then(async ({ app, port, host }) => {
      const address = await app.listen({ port, host });
      process.stdout.write(`${name} listening on ${address}\n`);
      const stop = async (signal: string) => {
        app.log.info({ signal }, 'stopping');
        await app.close();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop('SIGINT'));
      process.once('SIGTERM', () => void stop('SIGTERM'));
    })
    .catch((err: unknown) => {
      // A configuration problem is the operator's to fix: the list says what, a stack trace would only hide it.
      if (err instanceof ConfigError) console.error(`${name} cannot start: ${err.message}`);
      else console.error(`${name} failed to start:`, err);
      process.exit(1);
    });
}
