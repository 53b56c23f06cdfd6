import { frameOriginOf, readFrameMessage, type FrameIdentity } from './read-frame-message';

const ORIGIN = 'https://sports.example.com';
const frameWindow = { name: 'the frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'another frame' } as unknown as MessageEventSource;
const frame: FrameIdentity = { origin: ORIGIN, window: frameWindow };

const from = (data: unknown, origin = ORIGIN, source: MessageEventSource | null = frameWindow) => ({
  data,
  origin,
  source,
});

describe('SPEC §4 sport frame: readFrameMessage', () => {
  it('SPEC §4 sport frame: S001 from the frame sets the height from size.height', () => {
    expect(readFrameMessage(from({ code: 'S001', size: { height: 1480 } }), frame, 'desktop')).toEqual({
      kind: 'height',
      height: 1480,
    });
    expect(readFrameMessage(from({ code: 'S001', size: { height: 812.6 } }), frame, 'mobile')).toEqual({
      kind: 'height',
      height: 813,
    });
  });

  it('SPEC §4 sport frame: the height is clamped to a sane range', () => {
    expect(readFrameMessage(from({ code: 'S001', size: { height: 12 } }), frame, 'desktop')).toEqual({
      kind: 'height',
      height: 300,
    });
    expect(readFrameMessage(from({ code: 'S001', size: { height: 9e9 } }), frame, 'desktop')).toEqual({
      kind: 'height',
      height: 20000,
    });
  });

  it('SPEC §4 sport frame: a message from another origin is ignored, even from the frame window', () => {
    const msg = { code: 'S001', size: { height: 900 } };
    expect(readFrameMessage(from(msg, 'https://evil.example.com'), frame, 'desktop')).toBeNull();
    expect(readFrameMessage(from(msg, 'http://sports.example.com'), frame, 'desktop')).toBeNull();
    expect(readFrameMessage(from(msg, 'https://sports.example.com:8443'), frame, 'desktop')).toBeNull();
    expect(readFrameMessage(from(msg, 'null'), frame, 'desktop')).toBeNull();
  });

  it('SPEC §4 sport frame: a message from another window of the right origin is ignored', () => {
    const msg = { code: 'U003', event_id: 'E1' };
    expect(readFrameMessage(from(msg, ORIGIN, otherWindow), frame, 'desktop')).toBeNull();
    expect(readFrameMessage(from(msg, ORIGIN, null), frame, 'desktop')).toBeNull();
    // Until the frame has a window nothing is accepted.
    expect(readFrameMessage(from(msg), { origin: ORIGIN, window: null }, 'desktop')).toBeNull();
    expect(readFrameMessage(from(msg, ''), { origin: '', window: frameWindow }, 'desktop')).toBeNull();
  });

  it('SPEC §4 sport frame: U003 on desktop opens the game with the event_id only', () => {
    const msg = { code: 'U003', event_id: 'EV-1001', league_key: 'EPL', sport_type: 1 };
    expect(readFrameMessage(from(msg), frame, 'desktop')).toEqual({ kind: 'open', extra: { event_id: 'EV-1001' } });
  });

  it('SPEC §4 sport frame: U003 on mobile adds league_key and sport_type', () => {
    const msg = { code: 'U003', event_id: 'EV-1001', league_key: 'EPL', sport_type: 1 };
    expect(readFrameMessage(from(msg), frame, 'mobile')).toEqual({
      kind: 'open',
      extra: { event_id: 'EV-1001', league_key: 'EPL', sport_type: 1 },
    });
    // The mobile fields are sent only when the frame gave them.
    expect(readFrameMessage(from({ code: 'U003', event_id: 77 }), frame, 'mobile')).toEqual({
      kind: 'open',
      extra: { event_id: 77 },
    });
  });

  it('SPEC §4 sport frame: any code containing U003 opens the game; JSON text is read too', () => {
    expect(readFrameMessage(from({ code: 'BET_U003_OPEN', event_id: 'E2' }), frame, 'desktop')).toEqual({
      kind: 'open',
      extra: { event_id: 'E2' },
    });
    expect(readFrameMessage(from(JSON.stringify({ code: 'S001', size: { height: 640 } })), frame, 'desktop')).toEqual({
      kind: 'height',
      height: 640,
    });
  });

  it.each([
    ['no data', undefined],
    ['a plain string', 'hello'],
    ['broken JSON', '{"code":'],
    ['an array', ['S001']],
    ['no code', { size: { height: 500 } }],
    ['a numeric code', { code: 1, size: { height: 500 } }],
    ['an unknown code', { code: 'X999', size: { height: 500 } }],
    ['S001 without size', { code: 'S001' }],
    ['S001 with a text height', { code: 'S001', size: { height: 'tall' } }],
    ['S001 with zero height', { code: 'S001', size: { height: 0 } }],
    ['S001 with a negative height', { code: 'S001', size: { height: -20 } }],
    ['S001 with an infinite height', { code: 'S001', size: { height: Infinity } }],
    ['S001 with NaN', { code: 'S001', size: { height: NaN } }],
    ['U003 without event_id', { code: 'U003' }],
    ['U003 with an empty event_id', { code: 'U003', event_id: '  ' }],
    ['U003 with an object event_id', { code: 'U003', event_id: { id: 1 } }],
  ])('SPEC §4 sport frame: junk from the frame is ignored (%s)', (_label, data) => {
    expect(readFrameMessage(from(data), frame, 'mobile')).toBeNull();
  });
});

describe('SPEC §4 sport frame: frameOriginOf', () => {
  it('gives the origin of an http(s) address and nothing for other schemes', () => {
    expect(frameOriginOf('https://sports.example.com/sport/quickbet?token=abc')).toBe('https://sports.example.com');
    expect(frameOriginOf('http://127.0.0.1:4100/sport/quickbet')).toBe('http://127.0.0.1:4100');
    expect(frameOriginOf('javascript:alert(1)')).toBe('');
    expect(frameOriginOf('data:text/html,hi')).toBe('');
  });
});
