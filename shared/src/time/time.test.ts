import { formatDateTime, parseServerTime } from '@site/shared/time';

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

  it('accepts another zone and returns "" for an invalid date', () => {
    expect(formatDateTime('2025-05-01T12:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2025-05-01 19:00:00');
    expect(formatDateTime('not a date')).toBe('');
  });
});
