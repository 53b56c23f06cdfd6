import { FLOATING_GAP_PX, MOBILE_TEMPLATES, SESSION_KEYS } from '@site/shared/constants';
import { operatorCalls } from '@site/shared/contracts';
import { expect, test, type Page, type TestInfo } from '../support/test';
import { axeViolations, isMobileProject, operatorPost } from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * The phone shell (SPEC §2, §4): the eight H5 skins a brand's config picks, go-to-top, the browser
 * notice, and the query rules (fbclid, currency, pwa, header/footer). On the desktop project the
 * same addresses prove the desktop layout ignores the phone's template and parts.
 */

const setMobileTemplate = (request: import('@playwright/test').APIRequestContext, template: string) =>
  operatorPost(request, operatorCalls.brandConfig, { brand: 'saovang', config: { mobile_template: template } });

async function attachShot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('SPEC §2 each H5 template is a skin of its own on a phone; the desktop ignores it', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isMobileProject(testInfo);
  try {
    for (const template of mobile ? MOBILE_TEMPLATES : (['H5_7'] as const)) {
      expect((await setMobileTemplate(request, template)).ok()).toBe(true);
      await page.goto('/');
      if (!mobile) {
        await expect(page.getByTestId('desktop-header')).toBeVisible();
        await expect(page.getByTestId('mobile-tabbar')).toHaveCount(0);
        await expect(page.locator('[data-mobile-template]')).toHaveCount(0);
        continue;
      }
      await expect(page.locator(`[data-mobile-template="${template}"]`)).toBeVisible();
      const header = page.getByTestId('mobile-header');
      await expect(header.getByRole('link', { name: 'Sao Vàng' })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Menu' });
      await expect(tabs.getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('lobby-home')).toBeVisible();
      // The tab bar keeps clear of the red envelope's lane: its top is at most 70 px above the bottom.
      const bar = (await tabs.boundingBox())!;
      expect(844 - bar.y).toBeLessThanOrEqual(70 + 1);
      await attachShot(page, testInfo, `mobile-skin-${template}`);
      if (['H5_2', 'H5_5', 'H5_7'].includes(template)) expect(await axeViolations(page)).toEqual([]);
    }
  } finally {
    await setMobileTemplate(request, 'H5_1');
  }
});

test('SPEC §2 go-to-top appears after scrolling down, clear of the tab bar, and scrolls back up', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('lobby-home')).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Lên đầu trang' });
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(toTop).toBeVisible();
  if (isMobileProject(testInfo)) {
    const button = (await toTop.boundingBox())!;
    const bar = (await page.getByTestId('mobile-tabbar').boundingBox())!;
    expect(button.y + button.height).toBeLessThan(bar.y);
    // Nothing else floats for a visitor: it stands just above the bar (red-envelope.spec.ts holds
    // it above the envelope's badge when one floats).
    expect(bar.y - (button.y + button.height)).toBeLessThanOrEqual(FLOATING_GAP_PX + 1);
  }
  await toTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(toTop).toHaveCount(0);
});

test('SPEC §4 an in-app browser on iOS gets the browser notice, closed for good across a reload', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: siteUrl('shell'),
    locale: 'vi-VN',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.40.106]',
  });
  // The visitor pop-ups seen, as dismissOpeningNotices does, but not the browser notices under test.
  await context.addInitScript((keys: string[]) => {
    for (const key of keys) sessionStorage.setItem(key, String(Date.now()));
  }, Object.values(SESSION_KEYS));
  try {
    const page = await context.newPage();
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Đổi trình duyệt để có trải nghiệm tốt nhất' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Safari hoặc Chrome');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await attachShot(page, testInfo, 'browser-notice');
    await notice.getByRole('button', { name: 'Đã hiểu, không hiện lại' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('lobby-home')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('SPEC §2 query rules: fbclid, currency and pwa are kept; header=false and footer=false hide them on a phone', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/?fbclid=IwAR_e2e-1&currency=USD&pwa=1&header=false&footer=false');
  await expect(page.getByTestId('lobby-home')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'fbclid')?.value).toBe('IwAR_e2e-1');
  const cookies = await context.cookies();
  const days = (name: string) => {
    const cookie = cookies.find((c) => c.name === name)!;
    return Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000);
  };
  expect(days('fbclid')).toBe(90);
  expect(cookies.find((c) => c.name === 'currency')?.value).toBe('USD');
  expect(cookies.find((c) => c.name === 'ccy')?.value).toBe('USD');
  expect(await page.evaluate(() => localStorage.getItem('pwa'))).toBe('1');
  if (isMobileProject(testInfo)) {
    await expect(page.getByTestId('mobile-header')).toHaveCount(0);
    await expect(page.getByTestId('mobile-tabbar')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('desktop-header')).toBeVisible();
  }
});
