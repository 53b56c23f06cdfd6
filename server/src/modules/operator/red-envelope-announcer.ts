/**
 * RedEnvelopeDisplay (SPEC §7: private member.{currency}) when a red envelope opens.
 *
 * - announceDue(): every active envelope that has started, has not ended, has budget left and was
 *   never announced is marked announced (`announced_at`, one conditional UPDATE, so one process
 *   announces it once even with several platform processes or after a restart) and then published
 *   with what the client needs (id, currency, start_at, end_at in America/Caracas, timezone), as
 *   `red_envelope_promotion` answers it.
 * - schedule(): one timer for the next envelope still to open; when it fires, announceDue() and the
 *   next timer. The operator route calls both after creating an envelope.
 * - start(): at boot (once the server listens, so the publisher can reach the socket server):
 *   envelopes that opened while the process was down are announced, and the timer is set.
 * - stop(): on close, the timer is cleared.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { REALTIME_CHANNELS, type RedEnvelopeDisplayEvent } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { redEnvelopePromotions } from '../../db/schema';
import { envelopeView } from '../promotions/red-envelope';

/** setTimeout's limit (about 24.8 days): a later opening is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class RedEnvelopeAnnouncer {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Publishes RedEnvelopeDisplay for every envelope open now and not announced yet; returns them. */
  async announceDue(): Promise<RedEnvelopeDisplayEvent[]> {
    const now = this.ctx.options.now();
    const rows = await this.ctx.db
      .update(redEnvelopePromotions)
      .set({ announcedAt: now })
      .where(
        and(
          isNull(redEnvelopePromotions.announcedAt),
          eq(redEnvelopePromotions.status, 'active'),
          lte(redEnvelopePromotions.startsAt, now),
          gt(redEnvelopePromotions.endsAt, now),
          gt(redEnvelopePromotions.remaining, 0n),
        ),
      )
      .returning();
    // The UPDATE has committed (one statement): the envelopes are claimable when the event arrives.
    const events = rows.map((row) => envelopeView(row));
    for (const event of events) {
      this.ctx.publisher.publish({
        channel: REALTIME_CHANNELS.memberCurrency(event.currency),
        event: 'RedEnvelopeDisplay',
        data: { ...event },
      });
    }
    return events;
  }

  /** Sets the timer for the next envelope to open (replacing the current one). */
  async schedule(): Promise<void> {
    if (this.stopped) return;
    const now = this.ctx.options.now();
    const [next] = await this.ctx.db
      .select({ startsAt: redEnvelopePromotions.startsAt })
      .from(redEnvelopePromotions)
      .where(
        and(
          isNull(redEnvelopePromotions.announcedAt),
          eq(redEnvelopePromotions.status, 'active'),
          gt(redEnvelopePromotions.startsAt, now),
          gt(redEnvelopePromotions.endsAt, now),
        ),
      )
      .orderBy(asc(redEnvelopePromotions.startsAt))
      .limit(1);
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!next) return;
    const delay = Math.min(Math.max(next.startsAt.getTime() - now.getTime(), 0), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, delay);
    this.timer.unref();
  }

  /** Announces what is due, then schedules the next one. Never throws. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.announceDue();
      await this.schedule();
    } catch (err) {
      this.onError(err);
    }
  }

  /** At boot: the envelopes that opened while the process was down, then the timer. */
  start(): Promise<void> {
    return this.tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
