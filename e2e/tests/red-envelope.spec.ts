import { operatorCalls } from '@site/shared/contracts';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  operatorPost,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * SPEC §2 "red envelope and red-envelope prize" modals, §4 "Red envelope", §7 RedEnvelopeDisplay:
 * the member sees the open envelope of its currency as a floating envelope counting down, opens
 * it, gets the prize, and the header balance grows by exactly that cash; an envelope the operator
 * opens while the page is open appears without a reload.
 */
test('SPEC §4 red envelope: floating envelope → open → prize → balance; a new envelope arrives live', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  // Members whose currency has the seeded envelope and whom no other spec needs unclaimed.
  const account = mobile ? 'demo04' : 'demo03';
  const currency = mobile ? 'RMB' : 'THB';
  await logInThroughUi(page, request, account);
  const header = page.getByTestId('header-balance');
  await expect.poll(async () => digits(await header.textContent())).toBeGreaterThan(0);
  const before = digits(await header.textContent());

  const badge = page.getByTestId('red-envelope-badge');
  await expect(badge).toBeVisible();
  await expect(page.getByTestId('red-envelope-badge-time')).toHaveText(/\d{2}:\d{2}:\d{2}/);
  await shot(page, testInfo, 'red-envelope-01-floating');

  await badge.click();
  await expect(page.getByTestId('red-envelope-modal')).toBeVisible();
  await expect(page.getByTestId('red-envelope-countdown')).toContainText(/\d{2}:\d{2}:\d{2}/);
  await shot(page, testInfo, 'red-envelope-02-envelope');
  expect(await axeViolations(page, '[data-testid="red-envelope-modal"]')).toEqual([]);

  await page.getByTestId('red-envelope-open').click();
  const cash = page.getByTestId('red-envelope-cash');
  await expect(cash).toBeVisible();
  const won = digits(await cash.textContent());
  expect(won).toBeGreaterThan(0);
  await shot(page, testInfo, 'red-envelope-03-prize');
  expect(await axeViolations(page)).toEqual([]);

  // Collect: the balance is fetched again and the claimed envelope goes away.
  await page.getByTestId('red-envelope-collect').click();
  await expect.poll(async () => digits(await header.textContent()), { timeout: 10_000 }).toBe(before + won);
  await expect(badge).toBeHidden();

  // The operator opens another envelope for the currency: RedEnvelopeDisplay brings it to the open page.
  const opened = await operatorPost(request, operatorCalls.redEnvelope, {
    currency,
    budget: 100,
    min_amount: 1,
    max_amount: 2,
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(Date.now() + 3_600_000).toISOString(),
    code: `e2e-${testInfo.project.name}-${Date.now()}`,
  });
  expect(opened.ok()).toBeTruthy();
  expect((await opened.json()).data).toMatchObject({ created: true, announced: true });
  await expect(badge).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('red-envelope-badge-time')).toHaveText(/^(00:59:\d{2}|01:00:00)$/);
  await shot(page, testInfo, 'red-envelope-04-arrived-live');

  // SPEC §2: the floating envelope never covers a tab or a record. A list longer than the screen,
  // scrolled to its end: the last record comes to rest clear of the badge, the badge clear of the tabs.
  for (let i = 0; i < 12; i++) {
    const credited = await request.post(`${siteUrl('platform')}/api/dev/ledger/credit`, {
      data: { account, amount: 1, idempotency_key: `e2e-envelope-room-${testInfo.project.name}-${Date.now()}-${i}` },
    });
    expect(credited.ok()).toBeTruthy();
  }
  await page.goto('/user/Transaction');
  const rows = page.getByTestId('transaction-records').getByTestId('record-row');
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(12);
  await expect(badge).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    expect(b).not.toBeNull();
    return b!;
  };
  const apart = (a: Box, b: Box) =>
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  const floating = await box(badge);
  expect(apart(floating, await box(rows.last()))).toBe(true);
  if (mobile) expect(apart(floating, await box(page.getByTestId('mobile-tabbar')))).toBe(true);
  // Go-to-top, shown this far down, stands above the badge at the same edge.
  const toTop = page.getByRole('button', { name: 'Lên đầu trang' });
  await expect(toTop).toBeVisible();
  expect(apart(floating, await box(toTop))).toBe(true);
  await shot(page, testInfo, 'red-envelope-05-records-clear');
  expect(errors, errors.join('\n')).toEqual([]);
});

type Box = { x: number; y: number; width: number; height: number };
