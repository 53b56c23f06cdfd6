import fs from 'node:fs';
import path from 'node:path';
import { currencyForLanguage, LANGUAGE_CODES, type CurrencyCode } from '@site/shared/constants';
import { hideMemberNotices, tokenOf } from '../support/notices';
import { dismissOpeningNotices, expect, test } from '../support/test';
import { axeViolations, isMobileProject, logInThroughUi, shot } from '../support/helpers';

/**
 * The shell for keyboard and phone users (WCAG 2.2 AA, SPEC §2, §9): a skip link first, focus moved
 * to the new page's content after a navigation, and the language picker in the phone's header.
 */
test('the first Tab stop skips the header; after a navigation focus starts at the new page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.locator('main#main-content')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Chuyển đến nội dung' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await shot(page, testInfo, 'shell-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // A navigation inside the site: focus leaves the link for the new page's content.
  await page.goto('/');
  if (isMobileProject(testInfo)) {
    await page.getByTestId('mobile-tabbar').getByRole('link').nth(1).click();
  } else {
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').nth(1).click();
  }
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.locator('main#main-content')).toBeFocused();
  // SPEC §9: the window title names the page before the site (English title for vi_VN), and the
  // page has a description in its language.
  await expect(page).toHaveTitle(/^Khuyến mãi \| \S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /nổ hũ, casino trực tiếp/);
});

test('SPEC §9 the language picker is in the header on a phone too, and switching reloads in that language', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const picker = page.getByRole('combobox', { name: 'Ngôn ngữ' });
  await expect(picker).toBeVisible();
  if (isMobileProject(testInfo)) {
    await expect(page.getByTestId('mobile-header').getByTestId('language-picker')).toContainText('VI');
    expect(await axeViolations(page, '[data-testid="mobile-header"]')).toEqual([]);
    await shot(page, testInfo, 'shell-mobile-language-picker');
  }
  await picker.selectOption('en_US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en_US');
  if (isMobileProject(testInfo)) {
    await expect(page.getByTestId('language-picker')).toContainText('EN');
  }
  // Back, so the browser's other tests start in the configured locale.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('vi_VN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
});

// One test per language: each is a first visit of its own, and a slow machine times one page, not eleven.
for (const language of LANGUAGE_CODES) {
  test(`SPEC §9 a first visitor lands in the language of their browser: ${language}`, async ({ browser }, testInfo) => {
    const texts = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../shell/src/locales', `${language}.json`), 'utf8'),
    ) as { language: string };
    const context = await browser.newContext({
      locale: language.replace('_', '-'),
      viewport: isMobileProject(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    });
    await dismissOpeningNotices(context);
    const page = await context.newPage();
    const list = page.waitForRequest((r) => r.url().endsWith('/api/v3/game_list') && r.method() === 'POST');
    await page.goto('/');
    await expect(page.locator('html'), language).toHaveAttribute('lang', language.replace('_', '-'));
    // SPEC §9 language → currency, or the first configured one when the brand has not that currency.
    const offered = ['VND', 'RMB', 'USD', 'THB'] as CurrencyCode[];
    expect((await list).postDataJSON(), language).toMatchObject({ currency: currencyForLanguage(language, offered) });
    // The picker is named in that language and shows it chosen.
    await expect(page.getByRole('combobox', { name: texts.language }), language).toHaveValue(language);
    if (language !== 'vi_VN' && language !== 'en_US') {
      await page.getByTestId('game-tile').first().waitFor();
      await shot(page, testInfo, `shell-language-${language}`);
    }
    await context.close();
  });
}

test('SPEC §2 a member opens the agent area in its 1500×800 window on desktop, in the page on a phone', async ({
  page,
  request,
}, testInfo) => {
  // agent03's member notices closed before, as by someone who has seen them.
  await hideMemberNotices(request, await tokenOf(request, 'agent03'));
  await logInThroughUi(page, request, 'agent03');
  // The login's toast stacks below the header: the balance and the menu stay free to read and use.
  const header = await page.getByTestId(isMobileProject(testInfo) ? 'mobile-header' : 'desktop-header').boundingBox();
  const toaster = await page.getByTestId('toaster').boundingBox();
  expect(toaster!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  if (isMobileProject(testInfo)) {
    // A phone has no popups: the agent area is a page of the site like any other.
    await page.goto('/proxy');
    await expect(page.locator('[data-remote="mfe_proxy"]')).toBeAttached();
    expect(page.context().pages()).toHaveLength(1);
    return;
  }
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Đại lý' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/proxy/);
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([1500, 800]);
  // The opener stays where it was.
  await expect(page).not.toHaveURL(/\/proxy/);
  await popup.close();
});
