/**
 * The suite's `test`: Playwright's, with one automatic check on every page a test opens — the page
 * broke no rule of the site's Content-Security-Policy (a blocked script, frame, style or call is a
 * failure even when the flow seemed to work) — and the site's pop-ups already seen, as by someone
 * who came before: a test about something else is not stopped by the opening notice (the seeded
 * accounts' member notices are closed once for the run, in global-setup.ts).
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { NOTICE_KEYS } from '@site/shared/constants';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, TestInfo } from '@playwright/test';

/**
 * What closing the visitor pop-ups earlier in this browser session leaves behind (SPEC §3 session
 * storage): for every page of the context, including those of a context a test makes itself.
 */
export async function dismissOpeningNotices(context: BrowserContext): Promise<void> {
  await context.addInitScript((noticeKeys: string[]) => {
    const now = String(Date.now());
    sessionStorage.setItem('popUpDiscountModalCloseTime', now);
    sessionStorage.setItem('popUpBulletinCloseTime', now);
    // The browser notices (an in-app browser's alert, the iOS home-screen hint) closed for good.
    for (const key of noticeKeys) localStorage.setItem(key, '1');
  }, Object.values(NOTICE_KEYS));
}

export const test = base.extend<{
  cspViolations: string[];
  /** true: the visitor pop-ups (bulletin, discount) open as for a first visit in this session. */
  popUps: boolean;
}>({
  popUps: [false, { option: true }],
  context: async ({ context, popUps }, use) => {
    if (!popUps) await dismissOpeningNotices(context);
    await use(context);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      // A test that provokes a violation on purpose empties the list after checking it.
      await use(violations);
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    },
    { auto: true },
  ],
});
