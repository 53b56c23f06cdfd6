/** Tracking events (SPEC §7 fb_tracking): stored for the operator, not forwarded. */
import type { FbTrackingRequest } from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { trackingEvents } from '../../db/schema';

/** Stores the event with the caller's address; answers its id. */
export async function storeTrackingEvent(db: Db, event: FbTrackingRequest, ip: string): Promise<number> {
  const [row] = await db
    .insert(trackingEvents)
    .values({
      eventName: event.eventName,
      eventId: event.eventID ?? null,
      eventTime: event.eventTime ?? null,
      payload: { userData: event.userData ?? {}, customData: event.customData ?? {} },
      ip,
    })
    .returning({ id: trackingEvents.id });
  return row!.id;
}
