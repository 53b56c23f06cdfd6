import { act } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { MemberLayout } from '@site/shared/contracts';

/** 02:00 UTC on 1 June is still 31 May, 22:00, in Caracas (UTC−4): "today" is the 31st (SPEC §9). */
export const RECORDS_NOW = new Date('2025-06-01T02:00:00Z');

/**
 * The records pages' tests: before each, only the clock is fixed at RECORDS_NOW (timers and
 * promises run as usual) and `member` is signed in with a VND balance; after each, the real
 * clock and fetch come back.
 */
export function setUpRecordsTests(member: MemberLayout): void {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.useFakeTimers({
      now: RECORDS_NOW,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    act(() => {
      bus.emit('session:changed', { status: 'member', token: 'tk', member });
      bus.emit('wallet:balance', { currency: 'VND', member_cash: member.member_cash });
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });
}
