import { expect, test } from '../support/test';
import { axeViolations, isMobileProject, shot } from '../support/helpers';

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
