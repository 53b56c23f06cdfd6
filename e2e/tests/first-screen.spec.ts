import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations, isMobileProject, shot } from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * SPEC §3, §9 the home page's banners. The page the static server sends already holds the first
 * banner the lobby will show (scripts/first-screen.mjs), in the lobby's place: a phone paints it
 * before any of the site's scripts has run. The lobby's list is held back here, so the test sees
 * the page's own picture alone, then the lobby's in its place.
 */

interface BannerAsk {
  site_id: number;
  use_type: number;
  currency: string;
  language: string;
}

/** Holds the lobby's banner list until `release` is called; `asked`: what the lobby asked first. */
async function holdBannerList(page: Page): Promise<{ release: () => void; asked: Promise<BannerAsk> }> {
  let release!: () => void;
  let ask!: (body: BannerAsk) => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<BannerAsk>((resolve) => (ask = resolve));
  await page.route('**/api/arks/web/carousel_picture', async (route) => {
    ask(route.request().postDataJSON() as BannerAsk);
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** The first banner of a list as the platform answers it (SPEC §9: by id descending). */
async function firstBanner(page: Page, ask: BannerAsk): Promise<string> {
  const res = await page.request.post(`${siteUrl('shell')}/api/arks/web/carousel_picture`, { data: ask });
  const list = (await res.json()).data.web_carousel_picture_list as Array<{ id: number; url: string }>;
  return [...list].sort((a, b) => b.id - a.id)[0]!.url;
}

/** Where a picture is painted: its box inside any border. */
const pictureBox = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    const css = getComputedStyle(img);
    const [top, right, bottom, left] = ['top', 'right', 'bottom', 'left'].map((side) =>
      parseFloat(css.getPropertyValue(`border-${side}-width`)),
    ) as [number, number, number, number];
    return { x: r.x + left, y: r.y + top, width: r.width - left - right, height: r.height - top - bottom };
  });

const pictureOf = (page: Page) =>
  page
    .locator('#first-screen img')
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search);

test.describe("the home page's first banner, drawn by the page", () => {
  test.beforeEach(async ({ page }) => {
    // The carousel stays on its first slide, so its place can be compared.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('is on screen before the lobby has its list, in the place and at the size the lobby then draws it, and goes', async ({
    page,
  }, testInfo) => {
    const { release, asked } = await holdBannerList(page);
    const requests: Array<{ url: string; type: string }> = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    await page.goto('/');
    const own = page.locator('#first-screen img');
    await expect(own).toBeVisible();
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The first banner of the very list the lobby asks for (the visitor's language and currency, the
    // layout's use type).
    const ask = await asked;
    expect(ask.use_type).toBe(isMobileProject(testInfo) ? 2 : 0);
    expect(await pictureOf(page)).toBe(await firstBanner(page, ask));
    // Asked for once, by the head, ahead of every script (the image takes the preload's answer).
    const picture = new URL(await pictureOf(page), siteUrl('shell')).href;
    expect(requests.filter((r) => r.url === picture)).toHaveLength(1);
    const firstScript = requests.findIndex((r) => r.type === 'script');
    expect(requests.findIndex((r) => r.url === picture)).toBeLessThan(firstScript);
    const drawn = await pictureBox(own);
    // The page with it passes axe: the picture is hidden from assistive technology (the lobby's is not).
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, testInfo, 'home-first-screen');

    release();
    const lobbys = page.getByTestId('banner-slide').first().locator('img');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(lobbys).toBeVisible();
    const shown = await pictureBox(lobbys);
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(shown[side] - drawn[side]), `${side}: ${shown[side]} and ${drawn[side]}`).toBeLessThan(0.5);
    }
    expect(await lobbys.getAttribute('src')).toBe(await firstBanner(page, ask));
  });

  test("a stored member's currency picks the pictures, before the session is read", async ({ page }) => {
    const { release, asked } = await holdBannerList(page);
    await page.addInitScript(() => {
      localStorage.setItem('token', 'a-stored-session');
      localStorage.setItem('currency', 'VND');
    });
    await page.goto('/');
    await expect(page.locator('#first-screen img')).toBeVisible();
    const picture = await pictureOf(page);
    // The stored session is not valid: the lobby asks as a visitor, in the page's language.
    const ask = await asked;
    expect(picture).toBe(await firstBanner(page, { ...ask, currency: 'VND' }));
    release();
  });

  test('is not drawn when the address carries a query (it may name a language, a currency or a login)', async ({
    page,
  }) => {
    await page.goto('/?web_debug=1');
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });
});
