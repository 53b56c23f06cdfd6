/**
 * Admission: a bound on the work the platform does at once. PGlite runs every query of every
 * request one at a time inside this process, so a hundred requests in flight do not finish sooner
 * than ten: they all finish late, and a new visitor waits behind them. The gate lets `maxInFlight`
 * requests run, keeps up to `maxQueued` more waiting in arrival order (each at most `maxWaitMs`),
 * and answers the rest at once with 503 and Retry-After, so what is admitted stays fast and what is
 * refused knows when to come back. The apps' API client retries a read on 503 after Retry-After;
 * a money call carries its Idempotency-Key, so a retry of a refused one cannot move money twice
 * (it never started).
 *
 * The health check and the OpenAPI description pass without counting: an orchestrator must see a
 * busy process as alive.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failKeyed } from './envelope';

export interface AdmissionOptions {
  /** Requests running at once. */
  maxInFlight: number;
  /** Requests waiting for a place; beyond, 503 at once. */
  maxQueued: number;
  /** The longest a request waits for a place before it is answered 503. */
  maxWaitMs: number;
}

/** The defaults per database: PGlite is one connection in this process; PostgreSQL has a pool. */
export const ADMISSION_DEFAULTS: Record<'pglite' | 'postgres', AdmissionOptions> = {
  pglite: { maxInFlight: 16, maxQueued: 256, maxWaitMs: 3000 },
  postgres: { maxInFlight: 64, maxQueued: 1024, maxWaitMs: 3000 },
};

/** Seconds a refused client is told to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

type Waiter = { admit: () => void; timer: NodeJS.Timeout };

/** The counting part, apart from HTTP (tested on its own). */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests refused since start (full queue or waited too long), for the logs and the bench. */
  refused = 0;

  constructor(readonly options: AdmissionOptions) {}

  get inFlight() {
    return this.running;
  }
  get queued() {
    return this.waiting.length;
  }

  /**
   * A place to run: true at once or after waiting; false when the queue is full or the wait ran
   * out. Each true is paired with one release().
   */
  acquire(): Promise<boolean> | boolean {
    if (this.running < this.options.maxInFlight) {
      this.running++;
      return true;
    }
    if (this.waiting.length >= this.options.maxQueued) {
      this.refused++;
      return false;
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(waiter);
          if (i >= 0) this.waiting.splice(i, 1);
          this.refused++;
          resolve(false);
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /**
   * A running request ended: its place goes to the longest waiting one, if any. The waiter goes on
   * in the next turn of the event loop, not in this one: PGlite answers its queries without leaving
   * the microtask queue, so handing places on directly would run the whole queue in one turn and
   * keep the process from accepting connections, reading requests and firing the wait timers.
   */
  release(): void {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      setImmediate(next.admit);
    } else this.running = Math.max(0, this.running - 1);
  }
}

const EXEMPT = new Set(['/api/health', '/api/openapi.json']);

/** Puts every /api request through the gate (registered before the routes). */
export function installAdmission(app: FastifyInstance, gate: AdmissionGate): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') || EXEMPT.has(path) || request.method === 'OPTIONS') return;
    if (await gate.acquire()) {
      // One place to free it, whatever becomes of the request: the answer's 'close', which comes once
      // it is sent or its connection is gone. A client that gave up while it waited in the queue is
      // gone before it is admitted (Fastify's onRequestAbort is past and onResponse never comes, as
      // nothing can be sent): its place is freed at once.
      if (reply.raw.destroyed || request.raw.destroyed) gate.release();
      else reply.raw.once('close', () => gate.release());
      return;
    }
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(
        failKeyed('503', 'The site is busy; please try again in a moment', {
          message_key: 'server_busy',
          params: { seconds: RETRY_AFTER_SECONDS },
        }),
      );
  });
}
