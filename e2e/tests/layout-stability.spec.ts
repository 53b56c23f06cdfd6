import { STORAGE_KEYS } from '@site/shared/constants';
import { expect, test, type Page } from '../support/test';
import { tokenOf } from '../support/notices';

/**
 * Nothing on the first screen jumps while a page loads (Core Web Vitals' cumulative layout shift,
 * CLS): the shell keeps the footer below the fold until the page's app has drawn, and every late
 * part (marquee, banners, search box, jackpot, promotion cards, the header's balance) has a
 * placeholder of its own size. Measured by the browser's own layout-shift entries from the start of
 * the navigation until the page has settled, for a visitor and for a member, on each project.
 */

// The banners turn and the marquee moves, as for a visitor who has not asked for less motion.
test.use({ reducedMotion: 'no-preference' });

/** Core Web Vitals' "good" CLS is 0.1; the site holds itself to a fifth of it. */
const CLS_BUDGET = 0.02;

const PAGES = [
  { path: '/', ready: 'lobby-home' },
  { path: '/discount', ready: null },
  { path: '/proxy', ready: null },
  { path: '/user', ready: null },
] as const;

/** Starts collecting the page's layout shifts (those not caused by input) before any of its code runs. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node as Element | null;
          return el?.getAttribute?.('data-testid') ?? el?.nodeName ?? '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's CLS so far (one session window is the whole load here) and what moved. */
const shiftsOf = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
    return {
      cls: shifts.reduce((sum, s) => sum + s.value, 0),
      moved: shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(', ')}`),
    };
  });

/** Settled: the network quiet and then no new shift for a second. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      async () => {
        const before = (await shiftsOf(page)).moved.length;
        await page.waitForTimeout(1000);
        return (await shiftsOf(page)).moved.length === before;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

for (const who of ['visitor', 'member'] as const) {
  test(`Core Web Vitals: the first screen of /, /discount, /proxy and /user stays still while it loads (${who}, CLS ≤ ${CLS_BUDGET})`, async ({
    page,
    request,
  }) => {
    await watchShifts(page);
    if (who === 'member') {
      const token = await tokenOf(request, 'demo02');
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: STORAGE_KEYS.token,
        value: token,
      });
    }
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      if (who === 'member') await expect(page.getByTestId('header-wallet')).toBeVisible();
      await settle(page);
      const { cls, moved } = await shiftsOf(page);
      expect(cls, `${path}: layout shifts ${moved.join(' | ')}`).toBeLessThanOrEqual(CLS_BUDGET);
    }
  });
}
