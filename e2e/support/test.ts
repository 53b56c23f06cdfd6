/**
 * The suite's `test`: Playwright's, with one automatic check on every page a test opens — the page
 * broke no rule of the site's Content-Security-Policy (a blocked script, frame, style or call is a
 * failure even when the flow seemed to work).
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, TestInfo } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
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
