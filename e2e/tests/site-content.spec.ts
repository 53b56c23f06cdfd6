import { operatorCalls } from '@site/shared/contracts';
import { expect, test } from '../support/test';
import {
  axeViolations,
  collectErrors,
  isMobileProject,
  logInThroughUi,
  operatorPost,
  publicChannelSubscribed,
  registerMember,
  shot,
} from '../support/helpers';

/**
 * SPEC §3/§6/§7/§9 the site's content from the platform: banners of each link type, the marquee
 * before and after login, the footer's links to the content pages, and the pages themselves
 * (/main/{id}, /faq, /sponsor, /app).
 */

// The banners turn and the marquee moves, as for a visitor who has not asked for less motion.
test.use({ reducedMotion: 'no-preference' });

const carousel = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Nổi bật/ });

test('SPEC §3/§9 banners: an internal page, the web in a new window, and a game (a visitor is asked to log in)', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const banners = carousel(page);
  await expect(banners).toBeVisible();
  await shot(page, testInfo, 'content-00-banners');
  // Pause first, so the slides stay where the test puts them.
  await banners.getByRole('button', { name: 'Tạm dừng banner' }).click();

  // link_type 1: a page of the site.
  await banners.getByRole('button', { name: /Banner \d+: Khuyến mãi 50%/ }).click();
  await banners.getByRole('link', { name: 'Khuyến mãi 50%', exact: true }).click();
  await expect(page).toHaveURL(/\/discount$/);

  // link_type 0 with link_method 1: the web, in a new window.
  await page.goto('/');
  await carousel(page).getByRole('button', { name: 'Tạm dừng banner' }).click();
  await carousel(page)
    .getByRole('button', { name: /Banner \d+: Sponsor Cup 2025/ })
    .click();
  const external = carousel(page).getByRole('link', { name: /Sponsor Cup 2025/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('href', 'https://example.com/sponsor');
  await expect(external).toHaveAttribute('rel', /noopener/);

  // link_type 2: a game, through the launcher (a visitor is asked to log in or try it).
  await carousel(page)
    .getByRole('button', { name: /Banner \d+: Jackpot lũy tiến/ })
    .click();
  await carousel(page).getByRole('button', { name: 'Jackpot lũy tiến', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: /Đăng nhập/ })).toBeVisible();
  await shot(page, testInfo, 'content-01-banner-game');
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §3/§7 the marquee shows the announcements before login, others after, live as the operator changes them, and opens the news dialog', async ({
  page,
  request,
}, testInfo) => {
  // The announcements' channel (the page's template): the live change below needs the page listening.
  const listening = publicChannelSubscribed(page, /^web_template\./);
  await page.goto('/');
  const marquee = page.getByTestId('marquee');
  await expect(marquee).toContainText('Đăng ký ngay để nhận thưởng chào mừng.');
  await expect(marquee).not.toContainText('Hoàn trả 1% mỗi ngày cho thành viên.');
  await shot(page, testInfo, 'content-10-marquee-visitor');

  // The operator's new announcement reaches the open page, the marquee and the news dialog, live.
  await listening;
  const text = `Bảo trì hệ thống ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await operatorPost(request, operatorCalls.announcements, {
    content: { vi_VN: text, en_US: 'System maintenance' },
    display_after_login: 0,
    sort: 0,
  });
  expect(created.ok()).toBeTruthy();
  const id: number = (await created.json()).data.id;
  try {
    await expect(marquee).toContainText(text);
    await marquee.getByRole('button', { name: 'Xem tất cả' }).click();
    const news = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(news).toBeVisible();
    await expect(news).toContainText('Chào mừng bạn đến với cổng game giải trí hàng đầu!');
    await expect(news).toContainText(text);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
  } finally {
    expect((await operatorPost(request, operatorCalls.announcements, { id, delete: true })).ok()).toBeTruthy();
  }
  await expect(marquee).not.toContainText(text);

  const account = await registerMember(request, testInfo, 'mq');
  await logInThroughUi(page, request, account);
  await expect(marquee).toContainText('Hoàn trả 1% mỗi ngày cho thành viên.');
  await expect(marquee).not.toContainText('Đăng ký ngay để nhận thưởng chào mừng.');
  await shot(page, testInfo, 'content-11-marquee-member');
});

test('SPEC §2/§3 the footer leads to the content pages: /main/{id}, /faq/{id}, /sponsor and /app', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Giới thiệu' }).click();
  await expect(page).toHaveURL(/\/main\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu' })).toBeVisible();
  await shot(page, testInfo, 'content-20-main-page');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/faq/1');
  await expect(page.getByRole('heading', { level: 1, name: /Tài khoản và bảo mật/ })).toBeVisible();
  await shot(page, testInfo, 'content-21-faq');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/sponsor');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, testInfo, 'content-22-sponsor');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/app');
  await expect(page.getByRole('link', { name: /Tải cho iOS/ }).first()).toHaveAttribute(
    'href',
    'https://apps.example.com/ios',
  );
  if (!isMobileProject(testInfo)) await expect(page.locator('svg[role="img"]').first()).toBeVisible();
  await shot(page, testInfo, 'content-23-app');
  expect(await axeViolations(page)).toEqual([]);

  // An id the list does not have: a clear not-found state.
  await page.goto('/main/999');
  await expect(page.getByText(/không tìm thấy|Page Not Found/i).first()).toBeVisible();
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});
