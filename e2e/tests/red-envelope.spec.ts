import { operatorCalls } from '@site/shared/contracts';
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
  expect(errors, errors.join('\n')).toEqual([]);
});
