import { operatorCalls } from '@site/shared/contracts';
import { expect, test, type Page } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  memberApi,
  operatorPost,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * The member centre's Letter, Transaction and DWRecord pages (SPEC §2, §4, §7) in the browser, on
 * the production builds: a deposit through the payment simulator shows up in both records pages; a
 * letter the operator sends while the Letter page is open appears without a reload (the shell's
 * socket → `letters:changed`), opening it marks it read (the unread badge goes down), and it can
 * be deleted. Members of their own (not used by the other specs): verify01 on desktop (it must
 * deposit by bank transfer from a bound account), notransfer01 on mobile.
 */

/** Resolves when the shell's socket has the member's private channel signed (letters arrive on it). */
const memberChannelAuthorised = (page: Page) =>
  page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/broadcasting/auth' &&
      /channel_name=private-member\.\d+/.test(res.request().postData() ?? '') &&
      res.ok(),
  );

/** The member-centre menu entry: side menu on desktop, tab bar on mobile. */
const menuEntry = (page: Page, id: string) => page.getByTestId(`member-menu-${id}`);

test('SPEC §2, §4, §7: records after a deposit; a letter sent while the Letter page is open appears, opens (read, badge down) and is deleted', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = mobile ? 'notransfer01' : 'verify01';
  await logInThroughUi(page, request, account);
  const api = await memberApi(page, request, testInfo, 'member-centre');
  const { data: layout } = await api('/member/profile/common/layout');
  const memberId: number = layout.id ?? Number(await page.evaluate(() => localStorage.getItem('member_id')));
  expect(memberId).toBeGreaterThan(0);

  // ---- a deposit by bank transfer from a bound account, paid in the payment simulator ----
  const bound = await api('/arks/web/member/bank-account/store', {
    bank_code: 'VCB',
    account_name: mobile ? 'VO VAN TRANSFER' : 'LE THI VERIFY',
    account_number: mobile ? '0451000112233' : '0451000445566',
  });
  expect(bound.code, bound.message).toBe('100');
  const channels = await api('/arks/web/payment/channels', { currency: layout.member_currency });
  const bank = (channels.data.list as Array<{ method: string; channel_id: string; min: number }>).find(
    (c) => c.method === 'bank_transfer',
  )!;
  const amount = bank.min * 3;
  const order = await api('/arks/web/deposit', {
    method: 'bank_transfer',
    channel_id: bank.channel_id,
    amount,
    bank_account_id: bound.data.id,
    return_url: `${siteUrl('shell')}/user/DWRecord`,
  });
  expect(order, order.message).toMatchObject({ code: '100', data: { status: 'pending' } });
  await page.goto(order.data.pay_url);
  const authorisedAfterReturn = memberChannelAuthorised(page);
  await page.getByRole('button', { name: 'I have transferred' }).click();
  await page.waitForURL(`${siteUrl('shell')}/user/DWRecord**`);

  // ---- DWRecord: the paid order, its state and the sums ----
  const dwRows = page.getByTestId('dw-records').getByTestId('record-row');
  await expect(dwRows.first()).toBeVisible();
  const dwRow = dwRows.filter({ hasText: order.data.order_no });
  await expect(dwRow).toHaveCount(1);
  await expect(dwRow.getByTestId('record-status')).toHaveAttribute('data-status', 'success');
  expect(digits(await dwRow.getByTestId('record-amount').first().textContent())).toBe(amount);
  expect(digits(await page.getByTestId('dw-sum-deposit-total').textContent())).toBeGreaterThanOrEqual(amount);
  await expect(page.getByTestId('dw-records')).toHaveAttribute('data-variant', mobile ? 'cards' : 'table');
  await shot(page, testInfo, 'member-01-dw-record');
  expect(await axeViolations(page, '[data-testid="dw-records"]')).toEqual([]);

  // A filter that excludes it: withdrawals only → the empty state; back to all.
  await page.getByTestId('records-type').selectOption('2');
  await expect(page.getByTestId('dw-records-empty')).toBeVisible();
  await page.getByTestId('records-type').selectOption('0');
  await expect(dwRow).toHaveCount(1);

  // ---- Transaction: the deposit credited to the main wallet ----
  await menuEntry(page, 'Transaction').click();
  await expect(page).toHaveURL(/\/user\/Transaction$/);
  const txRows = page.getByTestId('transaction-records').getByTestId('record-row');
  const depositRow = txRows.filter({ has: page.locator('[data-testid="record-type"][data-type="deposit"]') });
  await expect(depositRow).toHaveCount(1);
  await expect(depositRow.getByTestId('record-amount').first()).toHaveText(/^\+/);
  expect(digits(await depositRow.getByTestId('record-amount').first().textContent())).toBe(amount);
  await expect(depositRow).toContainText(order.data.order_no);
  // Today only (Caracas days) still has it; an end before the start is refused in the page.
  await page.getByTestId('records-preset-today').click();
  await expect(depositRow).toHaveCount(1);
  await shot(page, testInfo, 'member-02-transaction');
  expect(await axeViolations(page, '[data-testid="transaction-records"]')).toEqual([]);
  const start = await page.getByTestId('records-start-date').inputValue();
  const dayBefore = new Date(Date.parse(`${start}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('records-end-date').fill(dayBefore);
  await page.getByTestId('records-search').click();
  await expect(page.getByTestId('records-end-date')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'member-03-transaction-bad-range');

  // ---- Letter: the list, a letter from the operator arriving live, open → read, delete ----
  await authorisedAfterReturn;
  await menuEntry(page, 'Letter').click();
  await expect(page).toHaveURL(/\/user\/Letter$/);
  const unread = page.getByTestId('letter-unread-count');
  await expect(unread).toBeVisible();
  const unreadBefore = Number(await unread.getAttribute('data-count'));
  const itemsBefore = await page.getByTestId('letter-item').count();
  await shot(page, testInfo, 'member-04-letters');

  const title = `Ưu đãi cuối tuần ${testInfo.project.name}`;
  const sent = await operatorPost(request, operatorCalls.letters, {
    member_id: memberId,
    language: 'vi_VN',
    title,
    content: 'Nạp từ 200.000 ₫ vào thứ Bảy để nhận thêm 10%.\nÁp dụng đến hết Chủ nhật.',
  });
  expect(sent.ok()).toBeTruthy();
  // No reload: the socket's letter.sent refreshes the list and the badge.
  const item = page.getByTestId('letter-item').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('letter-item')).toHaveCount(itemsBefore + 1);
  await expect(unread).toHaveAttribute('data-count', String(unreadBefore + 1));
  await expect(page.getByTestId('member-menu-Letter-badge')).toHaveText(String(unreadBefore + 1));
  await shot(page, testInfo, 'member-05-letter-arrived');
  // The list passes axe: previews readable (contrast), each letter's button named by what it shows.
  expect(await axeViolations(page, '[data-testid="letter-item"]')).toEqual([]);

  // Opening marks it read, then the list reloads: the badge goes down (SPEC §4).
  await item.getByTestId('letter-open').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('letter-content')).toContainText('Áp dụng đến hết Chủ nhật.');
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(unread).toHaveAttribute('data-count', String(unreadBefore));
  await shot(page, testInfo, 'member-06-letter-open');

  // Delete it from the dialog, after the confirm.
  await dialog.getByTestId('letter-dialog-delete').click();
  const confirm = page.getByRole('dialog').filter({ has: page.getByTestId('letter-confirm-delete') });
  await expect(confirm).toBeVisible();
  await shot(page, testInfo, 'member-07-letter-confirm-delete');
  await confirm.getByTestId('letter-confirm-delete').click();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('letter-item')).toHaveCount(itemsBefore);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, testInfo, 'member-08-letter-deleted');

  expect(errors, errors.join('\n')).toEqual([]);
});
