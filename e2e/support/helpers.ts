import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { siteUrl } from './site';

/** Saves a screenshot of the step under e2e/screenshots/<project>/ (kept for people to look at). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(__dirname, '..', 'screenshots', testInfo.project.name);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** Console errors and uncaught exceptions of a page, to assert a flow ran clean. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Follows the captcha the page requests: the latest token of `POST /api/captcha`, and its answer
 * from the platform's developer outbox (as a person would read it off the image).
 */
export function followCaptcha(page: Page, request: APIRequestContext) {
  let latest: string | null = null;
  page.on('response', async (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/captcha') {
      const body = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
      if (body?.data?.token) latest = body.data.token;
    }
  });
  return {
    async answer(): Promise<string> {
      await expect.poll(() => latest, { message: 'the page requested a captcha' }).not.toBeNull();
      const res = await request.get(`${siteUrl('platform')}/api/dev/captcha/${latest}`);
      expect(res.ok()).toBeTruthy();
      const body = (await res.json()) as { data: { answer: string } };
      return body.data.answer;
    },
    reset() {
      latest = null;
    },
  };
}

export const isMobileProject = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
