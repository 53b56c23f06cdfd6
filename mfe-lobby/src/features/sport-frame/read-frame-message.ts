import type { LayoutMode } from '@site/shared/contracts';

/** The sport frame's height is kept within this range whatever the frame reports. */
export const FRAME_HEIGHT_MIN_PX = 300;
export const FRAME_HEIGHT_MAX_PX = 20000;

/** The provider's code for "my content is this tall" (SPEC §4). */
export const FRAME_CODE_HEIGHT = 'S001';
/** A code containing this opens the provider's game at an event (SPEC §4). */
export const FRAME_CODE_OPEN = 'U003';

/** What the page does for one frame message. */
export type FrameMessage =
  | { kind: 'height'; height: number }
  | { kind: 'open'; extra: { event_id: string | number; league_key?: string | number; sport_type?: string | number } };

/** Where the frame lives: its origin and its window; a message from anywhere else is not the frame's. */
export interface FrameIdentity {
  origin: string;
  window: MessageEventSource | null | undefined;
}

type MessageFields = Record<string, unknown>;

const isRecord = (v: unknown): v is MessageFields => typeof v === 'object' && v !== null && !Array.isArray(v);

// Some sportsbooks post JSON text rather than an object; both are read the same way.
function payloadOf(data: unknown): MessageFields | null {
  if (isRecord(data)) return data;
  if (typeof data !== 'string' || !data.trimStart().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const isKey = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '' && v.length <= 128) || (typeof v === 'number' && Number.isFinite(v));

function heightOf(size: unknown): number | null {
  if (!isRecord(size)) return null;
  const raw = size.height;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.round(Math.min(FRAME_HEIGHT_MAX_PX, Math.max(FRAME_HEIGHT_MIN_PX, value)));
}

/**
 * The rule for the sport frame's messages (SPEC §4): a message counts only when it comes from the
 * frame's own origin AND from the frame's own window (another frame or tab of the same provider
 * must not steer the page). S001 with a finite positive size.height sets the height (clamped);
 * a code containing U003 with an event_id opens the game at that event, with league_key and
 * sport_type on the mobile layout. Anything else is null and is ignored without a word.
 */
export function readFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: FrameIdentity,
  layout: LayoutMode,
): FrameMessage | null {
  if (!frame.origin || !frame.window) return null;
  if (event.origin !== frame.origin || event.source !== frame.window) return null;
  const data = payloadOf(event.data);
  if (!data || typeof data.code !== 'string') return null;

  if (data.code === FRAME_CODE_HEIGHT) {
    const height = heightOf(data.size);
    return height === null ? null : { kind: 'height', height };
  }
  if (data.code.includes(FRAME_CODE_OPEN)) {
    if (!isKey(data.event_id)) return null;
    const extra: Extract<FrameMessage, { kind: 'open' }>['extra'] = { event_id: data.event_id };
    if (layout === 'mobile') {
      if (isKey(data.league_key)) extra.league_key = data.league_key;
      if (isKey(data.sport_type)) extra.sport_type = data.sport_type;
    }
    return { kind: 'open', extra };
  }
  return null;
}

/** The origin of a frame address (a relative one is the page's own), or '' when it is not http(s). */
export function frameOriginOf(
  url: string,
  base = typeof window === 'undefined' ? undefined : window.location.href,
): string {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}
