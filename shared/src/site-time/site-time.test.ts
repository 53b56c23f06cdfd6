import packed from 'moment-timezone/data/packed/latest.json';
import { formatDateTime, moment, parseServerTime } from '@site/shared/time';
import { countdownParts, formatCountdown, formatSiteTime, secondsUntil, serverTimeMs } from '@site/shared/site-time';

/** A small deterministic generator, so a failure names inputs that can be run again. */
function* randomInstants(count: number, seed = 7) {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
  // Ten years around today.
  const from = Date.UTC(2021, 0, 1);
  const to = Date.UTC(2030, 0, 1);
  for (let i = 0; i < count; i++) yield Math.floor(from + next() * (to - from));
}

describe('SPEC §9 site time without moment: the same answers as @site/shared/time', () => {
  const zones = ['America/Caracas', 'Asia/Ho_Chi_Minh', 'Europe/Berlin', 'America/New_York'];
  // The site carries its own zone only; the other three are added for the comparison.
  beforeAll(() => {
    for (const name of zones.slice(1)) moment.tz.add(packed.zones.find((zone) => zone.startsWith(`${name}|`))!);
  });

  it.each(zones)('reads and writes instants and wall-clock strings as moment does (%s)', (tz) => {
    for (const ms of randomInstants(400)) {
      for (const format of ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'] as const) {
        expect([ms, format, formatSiteTime(ms, tz, format)]).toEqual([ms, format, formatDateTime(ms, tz, format)]);
      }
      const iso = new Date(ms).toISOString();
      expect([iso, serverTimeMs(iso, tz)]).toEqual([iso, parseServerTime(iso, tz).valueOf()]);
      // The wall clock the server writes, read back in the zone.
      const wall = formatDateTime(ms, tz);
      expect([wall, serverTimeMs(wall, tz)]).toEqual([wall, parseServerTime(wall, tz).valueOf()]);
      const minutes = formatDateTime(ms, tz, 'YYYY-MM-DD HH:mm');
      expect([minutes, serverTimeMs(minutes, tz)]).toEqual([minutes, parseServerTime(minutes, tz).valueOf()]);
    }
  });

  it('reads the other forms the server writes, as moment does', () => {
    const inputs = [
      '2025-05-01 20:00:00',
      '  2025-05-01 20:00:00 ',
      '2025-05-01 20:00',
      '2025-05-01',
      '2025/05/01 20:00:00',
      '2025-05-01T20:00:00',
      '2025-05-01T20:00:00.250',
      '2025-05-01T20:00:00Z',
      '2025-05-01T20:00:00.5Z',
      '2025-05-01T20:00:00+07:00',
      '2025-05-01T20:00:00-0430',
      '2024-02-29 12:00:00',
      // ISO's end of a day: the next day's midnight.
      '2025-05-01 24:00:00',
      new Date(Date.UTC(2025, 4, 1, 12)),
    ];
    for (const input of inputs) {
      const text = String(input);
      expect([text, serverTimeMs(input)]).toEqual([text, parseServerTime(input).valueOf()]);
    }
  });

  it('refuses what moment refuses: no guessing a day that does not exist', () => {
    for (const bad of ['', 'not a date', '2025-02-30 10:00:00', '2025-13-01', '2025-05-01 24:00:01', '2025/05/01']) {
      expect([bad, Number.isNaN(serverTimeMs(bad))]).toEqual([bad, !parseServerTime(bad).isValid()]);
      expect(formatSiteTime(bad)).toBe('');
    }
    expect(Number.isNaN(serverTimeMs(Number.NaN))).toBe(true);
  });

  it('reads a time without a zone as Caracas wall-clock time (SPEC §4 red envelope end time)', () => {
    expect(serverTimeMs('2025-05-01 20:00:00')).toBe(Date.parse('2025-05-02T00:00:00Z'));
    expect(formatSiteTime('2025-05-01T12:00:00Z', undefined, 'YYYY-MM-DD HH:mm')).toBe('2025-05-01 08:00');
  });

  it("knows the zone's history: Caracas was UTC-4:30 until May 2016", () => {
    expect(formatSiteTime('2016-04-07T22:35:11Z')).toBe('2016-04-07 18:05:11');
    expect(formatSiteTime('2016-05-07T22:35:11Z')).toBe('2016-05-07 18:35:11');
  });
});

describe('SPEC §4 countdowns', () => {
  it('counts whole seconds to an end time and never below zero', () => {
    const now = Date.parse('2025-05-02T00:00:00Z');
    expect(secondsUntil('2025-05-01 20:01:30', now)).toBe(90);
    expect(secondsUntil('2025-05-01 19:00:00', now)).toBe(0);
    expect(secondsUntil('never', now)).toBe(0);
  });

  it('splits and formats', () => {
    expect(countdownParts(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(2 * 86400 + 5)).toBe('2d 00:00:05');
  });
});
