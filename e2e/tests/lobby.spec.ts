import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  axeViolations,
  collectErrors,
  isMobileProject,
  logInThroughUi,
  memberApi,
  playSlot,
  registerMember,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * SPEC §2/§6/§9 the lobby's pages as a visitor and a member use them: the game hall of a type, a
 * provider's room and games, the popular page, favourites that survive a reload, last played, the
 * search (with and without Vietnamese tone marks), and the jackpot.
 */

interface CatalogueGame {
  game_id: number;
  gp_id: string;
  gt_id: number;
  game_name: Record<string, string>;
}

/** The visitor catalogue the lobby shows (VND, the brand's default currency). */
async function catalogue(request: APIRequestContext, device: number) {
  const res = await request.post(`${siteUrl('platform')}/api/v3/game_list`, {
    data: { currency: 'VND', site_id: 1, support_device: device },
  });
  const body = await res.json();
  return body.data.list as Array<{ gt_id: number; gt_name: string; gp_list: CatalogueGame[] }>;
}

const stripTones = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

const gameCollectionTiles = (page: Page) => page.getByTestId('game-collection').getByTestId('game-tile');

test('SPEC §2/§6 a visitor walks the game hall of slots, a provider’s room and games, and the popular page', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/gameHall/2');
  await expect(page.getByTestId('hall-type-nav')).toBeVisible();
  const rooms = page.getByTestId('room-card');
  await expect(rooms.first()).toBeVisible();
  expect(await rooms.count()).toBeGreaterThan(1);
  await shot(page, testInfo, 'lobby-00-game-hall');
  expect(await axeViolations(page)).toEqual([]);

  await rooms.first().click();
  await page.waitForURL(/\/gameRoom\?gt_id=2&gp_id=[^&]+&house=\d+/);
  await expect(page.getByTestId('provider-header')).toBeVisible();
  await expect(gameCollectionTiles(page).first()).toBeVisible();
  await shot(page, testInfo, 'lobby-01-game-room');
  expect(await axeViolations(page)).toEqual([]);

  // From the home page, a provider's chip leads to its games, filtered by its labels.
  await page.goto('/');
  const strip = page.getByTestId('provider-strip');
  const chip = strip.getByRole('link').nth(1);
  await chip.click();
  await page.waitForURL(/\/slotgame\?gt_id=\d+&gp_id=[^&]+&house=\d+/);
  await expect(page.getByTestId('provider-header')).toBeVisible();
  const all = gameCollectionTiles(page);
  await expect(all.first()).toBeVisible();
  await shot(page, testInfo, 'lobby-02-provider-games');
  expect(await axeViolations(page)).toEqual([]);

  // On the provider's page, another provider of the strip: the page shows it, the address follows,
  // and Back returns to the first one.
  const firstUrl = page.url();
  const firstTitle = (await page.getByTestId('provider-header').getByRole('heading', { level: 1 }).textContent()) ?? '';
  const pageStrip = page.getByTestId('provider-strip');
  const other = pageStrip.locator('a:not([data-kind="popular"]):not([aria-current="page"])').first();
  const otherHref = (await other.getAttribute('href'))!;
  const otherName = (await other.getAttribute('title'))!;
  await other.click();
  await expect(page.getByTestId('provider-header').getByRole('heading', { level: 1 })).toHaveText(otherName);
  await expect(pageStrip.locator(`a[href="${otherHref}"]`)).toHaveAttribute('aria-current', 'page');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === otherHref);
  await page.goBack();
  await page.waitForURL(firstUrl);
  await expect(page.getByTestId('provider-header').getByRole('heading', { level: 1 })).toHaveText(firstTitle);

  await page.goto('/slotgame?gp_id=Popular&house=0');
  await expect(page.getByTestId('popular-header')).toBeVisible();
  await expect(gameCollectionTiles(page).first()).toBeVisible();
  await shot(page, testInfo, 'lobby-03-popular');
  expect(await axeViolations(page)).toEqual([]);

  // An address of no type is the lobby's Page Not Found.
  await page.goto('/gameHall/42');
  await expect(page.getByText(/Page Not Found|Không tìm thấy trang/).first()).toBeVisible();
  expect(
    errors.filter((e) => !/status of 404/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §6 a member favourites a game and finds it under my_favorite after a reload; a game played is under last_play', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'fv', [{ amount: 20 }]);
  await logInThroughUi(page, request, account);
  const browser = page.getByTestId('game-browser');
  const tile = browser.getByTestId('game-tile').first();
  const heart = browser.getByRole('button', { name: /^Yêu thích: / }).first();
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Yêu thích: /, '');
  expect(name).not.toBe('');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await shot(page, testInfo, 'lobby-10-favourite');

  await page.reload();
  await expect(tile).toBeVisible();
  await browser.getByRole('tab', { name: 'Yêu thích', exact: true }).click();
  const favourites = browser.getByTestId('game-tile');
  await expect(favourites).toHaveCount(1);
  await expect(browser.getByRole('button', { name: `Yêu thích: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, testInfo, 'lobby-11-my-favourites');
  expect(await axeViolations(page, '[data-testid="game-browser"]')).toEqual([]);

  // A slot played (through play1, as a tile does) is listed under last played.
  const api = await memberApi(page, request, testInfo, 'fv');
  const { slot, started } = await playSlot(api, 'USD', isMobileProject(testInfo) ? 2 : 1);
  expect(started.code).toBe('100');
  await api('/member/game/leave1');
  await page.reload();
  await browser.getByRole('tab', { name: 'Chơi gần đây', exact: true }).click();
  const played = (slot as unknown as CatalogueGame).game_name?.vi_VN;
  await expect(browser.getByTestId('game-tile').first()).toBeVisible();
  if (played) await expect(browser.getByRole('button', { name: `Yêu thích: ${played}` })).toBeVisible();
  await shot(page, testInfo, 'lobby-12-last-played');
});

test('SPEC §6 search: a game found by its Vietnamese name typed without tone marks, a provider opened from the keyboard', async ({
  page,
  request,
}, testInfo) => {
  const types = await catalogue(request, isMobileProject(testInfo) ? 2 : 1);
  const games = types.flatMap((t) => t.gp_list);
  const toned = games.find((g) => {
    const vi = g.game_name.vi_VN ?? '';
    return vi !== stripTones(vi) && /[ạảãàáâậầấẩẫăắằặẳẵđịỉĩìíọỏõòóôộồốổỗơợờớởỡụủũùúưựừứửữỵỷỹỳý]/i.test(vi);
  });
  expect(toned, 'a game with tone marks in its Vietnamese name').toBeTruthy();
  const vi = toned!.game_name.vi_VN!;

  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Tìm trò chơi' });
  await search.fill(stripTones(vi));
  const listbox = page.getByRole('listbox', { name: 'Kết quả tìm kiếm' });
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option').filter({ hasText: vi }).first()).toBeVisible();
  // The box was scrolled up as it took the focus: its first results are on the screen, not below it,
  // and the box itself is below the sticky header, not under it.
  await expect(listbox.getByRole('option').first()).toBeInViewport({ ratio: 1 });
  const headerBottom = async () => {
    const header = await page.getByRole('banner').first().boundingBox();
    return header ? header.y + header.height : 0;
  };
  await expect
    .poll(async () => ((await search.boundingBox())?.y ?? -1) - (await headerBottom()))
    .toBeGreaterThanOrEqual(0);
  await shot(page, testInfo, 'lobby-20-search-no-tones');
  expect(await axeViolations(page)).toEqual([]);

  // With the tone marks, the same game first.
  await search.fill(vi);
  await expect(listbox.getByRole('option').first()).toContainText(vi);

  // A provider result, opened with the keyboard.
  const provider = page.getByTestId('provider-strip').getByRole('link').nth(1);
  const providerName = ((await provider.textContent()) ?? '').trim();
  await search.fill(providerName.slice(0, 6));
  const providerOption = listbox.getByRole('option', { name: new RegExp(`Nhà cung cấp`) }).first();
  await expect(providerOption).toBeVisible();
  for (let i = 0; i < 20; i += 1) {
    const active = await search.getAttribute('aria-activedescendant');
    const id = await providerOption.getAttribute('id');
    if (active && active === id) break;
    await search.press('ArrowDown');
  }
  await search.press('Enter');
  await page.waitForURL(/\/slotgame\?gt_id=\d+&gp_id=[^&]+&house=\d+/);
  await expect(page.getByTestId('provider-header')).toBeVisible();
});

test('SPEC §6/§9 the jackpot shows 10 integer digits, zero-padded', async ({ page }, testInfo) => {
  await page.goto('/');
  const banner = page.getByTestId('jackpot-banner');
  await expect(banner).toBeVisible();
  const reels = banner.getByTestId('jackpot-digits');
  await expect
    .poll(async () => ((await reels.textContent()) ?? '').replace(/\D/g, '').length)
    .toBeGreaterThanOrEqual(10);
  const integer = ((await reels.textContent()) ?? '').split(/[.,](?=\d{1,2}$)/)[0]!.replace(/\D/g, '');
  expect(integer).toHaveLength(10);
  await expect(banner.getByTestId('jackpot-amount')).not.toBeEmpty();
  await shot(page, testInfo, 'lobby-30-jackpot');
  expect(await axeViolations(page, '[data-testid="jackpot-banner"]')).toEqual([]);
});

test('SPEC §6 the whole catalogue scrolls: a jump far down shows its tiles, the grid stays small, End reaches the last game', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const grid = page.getByTestId('game-collection').getByRole('list');
  await expect(gameCollectionTiles(page).first()).toBeVisible();
  // The list arrives in parts (its first rows first): wait until the whole catalogue is listed, its
  // size the same twice over a second.
  const listed = () =>
    gameCollectionTiles(page)
      .first()
      .locator('..')
      .getAttribute('aria-setsize')
      .then((size) => Number(size));
  let total = 0;
  await expect
    .poll(
      async () => {
        const before = await listed();
        await page.waitForTimeout(1000);
        total = await listed();
        return before === total ? total : 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(1000);

  // A dragged scroll bar: to the middle of the list at once, rows never drawn before.
  await grid.evaluate((el) => {
    const box = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top + box.height / 2, behavior: 'instant' });
  });
  // Every cell in sight becomes its game within a few frames; none stays an empty frame.
  await expect(page.getByTestId('game-tile-pending')).toHaveCount(0);
  const positions = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))));
  expect(Math.min(...positions)).toBeGreaterThan(total / 3);
  expect(Math.max(...positions)).toBeLessThan((total * 2) / 3);
  const middle = gameCollectionTiles(page).nth(Math.floor(positions.length / 2));
  await expect(middle).toBeInViewport();
  await expect(middle.getByTestId('game-art')).toHaveCSS('background-image', /url\(/);
  // The page holds a few rows of tiles, not the thousands it lists.
  expect(await grid.evaluate((el) => el.getElementsByTagName('*').length)).toBeLessThanOrEqual(800);
  await shot(page, testInfo, 'lobby-40-catalogue-middle');

  if (!isMobileProject(testInfo)) {
    // From the keyboard: End moves focus to the last game of the whole list, drawn and in sight.
    await middle.focus();
    await page.keyboard.press('End');
    await expect(page.locator(':focus')).toBeInViewport();
    await expect(page.locator(':focus').locator('..')).toHaveAttribute('aria-posinset', String(total));
  }
  expect(errors).toEqual([]);
});
