import { operatorCalls } from '@site/shared/contracts';
import { expect, test } from '../support/test';
import { axeViolations, collectErrors, operatorPost, shot } from '../support/helpers';
import { brandUrl, siteUrl } from '../support/site';

/**
 * ARCHITECTURE "Composition at run time": one shell build serves every brand, and a brand's lobby is
 * whichever build of mfe-lobby its config names. saovang shows the classic lobby; lotus (on its own
 * domain) the modern one, a second build of the same remote served from its own port; an operator's
 * change of the lotus config swaps it with nothing rebuilt.
 */

const lotus = brandUrl('lotus.local');
const modernManifest = `${siteUrl('mfe_lobby_modern')}/mf-manifest.json`;
const classicManifest = `${siteUrl('mfe_lobby')}/mf-manifest.json`;

const setLotusLobby = (request: import('@playwright/test').APIRequestContext, url: string) =>
  operatorPost(request, operatorCalls.brandConfig, { brand: 'lotus', config: { remotes: { mfe_lobby: url } } });

test('SPEC §2 the saovang brand shows the classic lobby', async ({ page }, testInfo) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/');
  const home = page.getByTestId('lobby-home');
  await expect(home).toBeVisible();
  await expect(home).not.toHaveAttribute('data-template', 'modern');
  await expect(page.getByTestId('lobby-hero')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sảnh trò chơi' })).toHaveCount(0);
  expect(requested.some((u) => u.startsWith(siteUrl('mfe_lobby_modern')))).toBe(false);
  // The picture of the page as a visitor sees it: the banners in, not their placeholders.
  await expect(
    page
      .getByRole('region', { name: /Nổi bật/ })
      .getByTestId('banner-slide')
      .first(),
  ).toBeVisible();
  await shot(page, testInfo, 'brand-00-saovang-classic');
});

test('SPEC §2 the lotus brand, on its own domain, shows the modern lobby from its own build', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto(`${lotus}/`);
  const home = page.getByTestId('lobby-home');
  await expect(home).toHaveAttribute('data-template', 'modern');
  // The brand's own look: its name and the jade theme's layout class.
  await expect(page.locator('[class*="lotus_jade_"]').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng đến Lotus Club' })).toBeVisible();
  await expect(page.getByTestId('lobby-hero')).toHaveCount(0);

  // The site's content (marquee, banners) is shared by the site's brands: none of it names the other brand.
  const marquee = page.getByTestId('marquee');
  await expect(marquee).toContainText('Chào mừng bạn đến với cổng game giải trí hàng đầu!');
  await expect(marquee).not.toContainText('Sao V');
  const banners = page.getByTestId('banner-carousel');
  await expect(banners.getByRole('button', { name: /^Banner \d+: Jackpot lũy tiến$/ })).toBeAttached();
  await expect(banners.locator('img[alt*="Sao V"], [aria-label*="Sao V"]')).toHaveCount(0);

  // The halls' rail (a row of chips on a phone) leads to each game type's hall.
  const halls = page.getByRole('navigation', { name: 'Sảnh trò chơi' });
  await expect(halls).toBeVisible();
  await expect(halls.getByRole('link', { name: /^Nổ hũ/ })).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await shot(page, testInfo, 'brand-10-lotus-modern');
  expect(await axeViolations(page)).toEqual([]);

  // Every file of the lobby came from the modern build's origin, none from the classic one.
  expect(requested.some((u) => u === modernManifest || u.startsWith(`${modernManifest}?`))).toBe(true);
  expect(requested.some((u) => u.startsWith(`${siteUrl('mfe_lobby_modern')}/`) && u.endsWith('.js'))).toBe(true);
  expect(requested.some((u) => u.startsWith(`${siteUrl('mfe_lobby')}/`))).toBe(false);

  // The same features: search finds a game, the rail opens a hall.
  const search = page.getByRole('combobox', { name: 'Tìm trò chơi' });
  await search.fill('rong ho');
  await expect(page.getByRole('listbox', { name: 'Kết quả tìm kiếm' }).getByRole('option').first()).toContainText(
    /Rồng Hổ/,
  );
  await search.press('Escape');
  await halls.getByRole('link', { name: /^Nổ hũ/ }).click();
  await expect(page).toHaveURL(/\/gameHall\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, testInfo, 'brand-11-lotus-hall');
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test("ARCHITECTURE an operator's change of the lotus config swaps its lobby with nothing rebuilt", async ({
  page,
  request,
}, testInfo) => {
  // A config that would not validate is refused and changes nothing.
  const bad = await operatorPost(request, operatorCalls.brandConfig, {
    brand: 'lotus',
    config: { remotes: { mfe_lobby: 'not a url' } },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toMatch(/mfe_lobby/);

  const swapped = await setLotusLobby(request, classicManifest);
  expect(swapped.status()).toBe(200);
  try {
    expect((await swapped.json()).data.remotes.mfe_lobby).toBe(classicManifest);
    await page.goto(`${lotus}/`);
    await expect(page.getByTestId('lobby-hero')).toBeVisible();
    await expect(page.getByTestId('lobby-home')).not.toHaveAttribute('data-template', 'modern');
    // Still the lotus brand: its name, in its theme.
    await expect(page.locator('[class*="lotus_jade_"]').first()).toBeAttached();
    await shot(page, testInfo, 'brand-20-lotus-classic');
  } finally {
    expect((await setLotusLobby(request, modernManifest)).status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId('lobby-home')).toHaveAttribute('data-template', 'modern');
});
