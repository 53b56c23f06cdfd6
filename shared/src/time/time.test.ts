import packed from 'moment-timezone/data/packed/latest.json';
import { formatDateTime, moment, parseServerTime } from '@site/shared/time';
import { SITE_ZONE_PACKED } from './zone';

describe('SPEC §9 time: America/Caracas, English', () => {
  it('shows instants in Caracas time (UTC-4)', () => {
    expect(formatDateTime('2025-05-01T12:00:00Z')).toBe('2025-05-01 08:00:00');
    expect(formatDateTime(Date.UTC(2025, 0, 1, 3, 30))).toBe('2024-12-31 23:30:00');
  });

  it('reads a time without a zone as Caracas wall-clock time (SPEC §4 red envelope end time)', () => {
    expect(parseServerTime('2025-05-01 20:00:00').toISOString()).toBe('2025-05-02T00:00:00.000Z');
  });

  it('writes dates in English whatever the language', () => {
    expect(formatDateTime('2025-05-01T12:00:00Z', 'America/Caracas', 'dddd D MMMM')).toBe('Thursday 1 May');
  });

  it("carries the site's zone as the installed moment-timezone's database has it, and no other", () => {
    expect(packed.zones.find((zone) => zone.startsWith('America/Caracas|'))).toBe(SITE_ZONE_PACKED);
    expect(moment.tz.names()).toEqual(['America/Caracas']);
  });

  it('accepts another zone once it is added, and returns "" for an invalid date', () => {
    moment.tz.add(packed.zones.find((zone) => zone.startsWith('Asia/Ho_Chi_Minh|'))!);
    expect(formatDateTime('2025-05-01T12:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2025-05-01 19:00:00');
    expect(formatDateTime('not a date')).toBe('');
  });
});
