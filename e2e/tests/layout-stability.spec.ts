import { expect, test, type Page } from '../support/test';
import { isMobileProject } from '../support/helpers';

/**
 * Nothing jumps while a page loads (docs/performance.md "Lighthouse": CLS ≤ 0.02). The footer stands
 * below the first screen until the page's app has drawn, and the marquee, the banners, the search
 * box and the jackpot keep their room while their answers are on their way. Measured with the
 * browser's own layout-shift entries (what CLS adds up), for a first visit of each page.
 */

const CLS_BUDGET = 0.02;

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; what: string }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        const what = (entry.sources ?? [])
          .map((s) => (s.node instanceof Element ? s.node.getAttribute('data-testid') || s.node.tagName : '?'))
          .join(', ');
        w.__shifts.push({ value: entry.value, what });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; what: string }> }).__shifts);

const PAGES: Array<{ path: string; ready: (page: Page) => ReturnType<Page['getByTestId']>; desktop: boolean }> = [
  { path: '/discount', ready: (page) => page.getByTestId('discount-card').first(), desktop: true },
  { path: '/proxy', ready: (page) => page.getByTestId('proxy-page-Register'), desktop: true },
  { path: '/user', ready: (page) => page.getByRole('heading', { level: 1 }).first(), desktop: true },
  // On a desktop the home page's small banners can still move what is under them when their answer
  // comes after the first paint (their number, so their rows, is not known before): phone only.
  { path: '/', ready: (page) => page.getByTestId('game-tile').first(), desktop: false },
];

test('a first visit of each page does not shift its layout while it loads (CLS ≤ 0.02)', async ({ page }, testInfo) => {
  const mobile = isMobileProject(testInfo);
  await watchShifts(page);
  for (const { path, ready, desktop } of PAGES) {
    if (!mobile && !desktop) continue;
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await shifts(page);
    const total = seen.reduce((sum, s) => sum + s.value, 0);
    expect(total, `${path}: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(CLS_BUDGET);
  }
});
