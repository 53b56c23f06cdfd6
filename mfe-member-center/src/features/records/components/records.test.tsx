import { TRANSACTION_TYPES } from '@site/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  DwRecordResponse,
  PaymentOrder,
  TransactionRecord,
  TransactionRecordResponse,
} from '@site/shared/contracts';
import { createFakeFetch, envelope, testMember, type FakeCall, type FakeReply } from '@site/shared/testing';
import { MemberRoot } from '../../../member-root';
import { setUpRecordsTests } from '../../../test/records-setup';
import { holdFetch, remoteProps, renderMember } from '../../../test/render-member';
import { PAYMENT_FAILURE_REASONS, TRANSACTION_REMARK_KEYS } from '@site/shared/contracts';
import { commonViVN } from '@site/shared/i18n';
import vi from '../../../locales/vi_VN.json';
import en from '../../../locales/en_US.json';
import zh from '../../../locales/zh_CN.json';

const member = testMember({ id: 31 });
setUpRecordsTests(member);

const pathOf = (call: FakeCall) => new URL(call.url, 'http://127.0.0.1').pathname;
const TX_PATH = '/api/arks/web/member/transaction-record';
const DW_PATH = '/api/arks/web/member/dw-record';

/** The platform: the records route answers `reply(body)`; the menu badge's letter call hangs (tested elsewhere). */
function serve(path: string, reply: (body: Record<string, unknown>, n: number) => FakeReply) {
  let n = 0;
  const fake = createFakeFetch((call) =>
    pathOf(call) === path ? reply(call.body as Record<string, unknown>, n++) : 'hang',
  );
  globalThis.fetch = fake.fetch;
  return { bodies: () => fake.calls.filter((c) => pathOf(c) === path).map((c) => c.body as Record<string, unknown>) };
}

const tx = (id: number, over: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id,
  created_at: '2025-05-30T15:04:05.000Z',
  type: 'deposit',
  amount: 2_000_000,
  balance_after: 7_000_000,
  wallet: 'main',
  gp_id: '',
  order_no: `D2025053000${id}`,
  remark: {
    key: 'deposit',
    params: { order_no: `D2025053000${id}`, channel: 'Internet Banking', method: 'bank_transfer' },
  },
  ...over,
});
const txPage = (list: TransactionRecord[], total = list.length, page = 1): TransactionRecordResponse => ({
  list,
  total,
  page,
  count: 20,
});

const order = (no: string, over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  order_no: no,
  kind: 'deposit',
  method: 'bank_transfer',
  channel_id: 'VND_BANK',
  channel_name: 'Chuyển khoản ngân hàng',
  amount: 2_000_000,
  fee: 0,
  currency: 'VND',
  status: 'success',
  bank_account: 'Vietcombank ****7654',
  failure_reason: null,
  created_at: '2025-05-21T12:00:00.000Z',
  settled_at: '2025-05-21T12:03:00.000Z',
  ...over,
});

const rows = () => screen.getAllByTestId('record-row');

describe('/user/Transaction', () => {
  it('SPEC §9: asks for the last 7 days in America/Caracas by default and shows a desktop table with signed amounts, balances and remarks translated from their keys', async () => {
    const api = serve(TX_PATH, () => ({
      body: envelope(
        100,
        txPage([
          tx(2, {
            type: 'bet',
            amount: -300_000,
            balance_after: 4_700_000,
            wallet: 'GP001',
            gp_id: 'GP001',
            order_no: '',
            remark: { key: 'bet', params: { gp_id: 'GP001', round_id: 'R-88' } },
          }),
          tx(1),
        ]),
      ),
    }));
    // The answer held until the page (a chunk of its own) shows that it is asking.
    const answer = holdFetch();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    expect(await screen.findByTestId('records-loading')).toBeInTheDocument();
    answer.release();
    await waitFor(() => expect(rows()).toHaveLength(2));

    expect(api.bodies()[0]).toEqual({ start_date: '2025-05-25', end_date: '2025-05-31', page: 1, count: 20 });
    expect(screen.getByTestId('transaction-records')).toHaveAttribute('data-variant', 'table');
    expect(screen.getByRole('button', { name: vi.records.preset.last7 })).toHaveAttribute('aria-pressed', 'true');
    const [bet, deposit] = rows();
    expect(within(bet!).getByTestId('record-type')).toHaveTextContent(vi.records.tx_type.bet);
    expect(within(bet!).getAllByTestId('record-amount')[0]).toHaveTextContent('-300.000 ₫');
    expect(within(bet!).getAllByTestId('record-amount')[1]).toHaveTextContent('4.700.000 ₫');
    expect(bet).toHaveTextContent('GP001');
    expect(within(bet!).getByTestId('record-remark')).toHaveTextContent('Đặt cược tại GP001, ván R-88');
    expect(within(deposit!).getByTestId('record-remark')).toHaveTextContent('Nạp tiền qua Internet Banking');
    expect(within(deposit!).getAllByTestId('record-amount')[0]).toHaveTextContent('+2.000.000 ₫');
    expect(deposit).toHaveTextContent(vi.records.wallet_main);
    expect(deposit).toHaveTextContent('D20250530001');
    // 15:04:05 UTC → 11:04:05 in Caracas.
    expect(deposit).toHaveTextContent('2025-05-30 11:04:05');
    expect(screen.getByTestId('records-total')).toHaveTextContent('2 bản ghi');
  });

  it('date presets: Today and Last 30 days ask again at once, from page 1, in Caracas days', async () => {
    const api = serve(TX_PATH, () => ({ body: envelope(100, txPage([tx(1)])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: vi.records.preset.today }));
    await waitFor(() => expect(api.bodies()).toHaveLength(2));
    expect(api.bodies()[1]).toMatchObject({ start_date: '2025-05-31', end_date: '2025-05-31', page: 1 });
    expect(screen.getByTestId('records-start-date')).toHaveValue('2025-05-31');

    await user.click(screen.getByRole('button', { name: vi.records.preset.last30 }));
    await waitFor(() => expect(api.bodies()).toHaveLength(3));
    expect(api.bodies()[2]).toMatchObject({ start_date: '2025-05-02', end_date: '2025-05-31' });
  });

  it('SPEC §5-style check of custom dates: an end before the start is refused in the page (no call); a valid range is asked on Search', async () => {
    const api = serve(TX_PATH, () => ({ body: envelope(100, txPage([tx(1)])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.change(screen.getByTestId('records-start-date'), { target: { value: '2025-05-20' } });
    fireEvent.change(screen.getByTestId('records-end-date'), { target: { value: '2025-05-10' } });
    expect(screen.getByTestId('records-preset-custom')).toHaveAttribute('data-active', 'true');
    await user.click(screen.getByRole('button', { name: vi.records.search }));
    expect(screen.getByTestId('records-end-date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(vi.records.error_range_order)).toBeInTheDocument();
    expect(api.bodies()).toHaveLength(1);

    fireEvent.change(screen.getByTestId('records-end-date'), { target: { value: '2025-05-28' } });
    expect(screen.queryByText(vi.records.error_range_order)).toBeNull();
    await user.click(screen.getByRole('button', { name: vi.records.search }));
    await waitFor(() => expect(api.bodies()).toHaveLength(2));
    expect(api.bodies()[1]).toEqual({ start_date: '2025-05-20', end_date: '2025-05-28', page: 1, count: 20 });
  });

  it('SPEC §9: a range the server refuses (HTTP 400 range_too_long naming end_date) shows the Vietnamese text at the end date, never the server English', async () => {
    serve(TX_PATH, (body) =>
      body.start_date === '2025-01-01'
        ? {
            status: 400,
            body: {
              ...envelope(400, null, 'end_date: the range is at most 92 days (got 151)'),
              message_key: 'range_too_long',
              field: 'end_date',
              params: { max_days: 92, days: 151 },
            },
          }
        : { body: envelope(100, txPage([tx(1)])) },
    );
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByTestId('records-start-date'), { target: { value: '2025-01-01' } });
    await user.click(screen.getByRole('button', { name: vi.records.search }));

    expect(await screen.findByText('Chỉ có thể tra cứu tối đa 92 ngày mỗi lần')).toBeInTheDocument();
    expect(screen.getByTestId('records-end-date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/the range is at most/)).toBeNull();
    expect(screen.getByTestId('transaction-records-invalid')).toHaveTextContent(vi.records.fix_filter_title);
  });

  it('a range refused by a server that names no key shows its field message (HTTP 400 naming end_date) at the end date', async () => {
    serve(TX_PATH, (body) =>
      body.start_date === '2025-01-01'
        ? { status: 400, body: envelope(400, null, 'end_date: the range is at most 92 days (got 151)') }
        : { body: envelope(100, txPage([tx(1)])) },
    );
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByTestId('records-start-date'), { target: { value: '2025-01-01' } });
    await user.click(screen.getByRole('button', { name: vi.records.search }));

    expect(await screen.findByText('end_date: the range is at most 92 days (got 151)')).toBeInTheDocument();
    expect(screen.getByTestId('records-end-date')).toHaveAttribute('aria-invalid', 'true');
    // Said at the field, not as a failed page with a retry.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /thử lại/i })).toBeNull();
    expect(screen.getByTestId('transaction-records-invalid')).toHaveTextContent(vi.records.fix_filter_title);
  });

  it('the type filter (TRANSACTION_TYPES names) asks again from page 1 with that type', async () => {
    const api = serve(TX_PATH, (body) => ({
      body: envelope(100, txPage(body.type === 'win' ? [tx(9, { type: 'win', amount: 50_000 })] : [tx(1), tx(2)])),
    }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const select = screen.getByRole('combobox', { name: vi.records.type });
    expect(within(select).getAllByRole('option')).toHaveLength(TRANSACTION_TYPES.length + 1);
    await user.selectOptions(select, 'win');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.bodies().at(-1)).toMatchObject({ type: 'win', page: 1 });
    expect(within(rows()[0]!).getByTestId('record-type')).toHaveTextContent(vi.records.tx_type.win);
  });

  it('pages of 20: a pager from the total, Next asks for page 2', async () => {
    const api = serve(TX_PATH, (body) => {
      const page = Number(body.page);
      return {
        body: envelope(
          100,
          txPage(
            Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => tx((page - 1) * 20 + i + 1)),
            45,
            page,
          ),
        ),
      };
    });
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByTestId('records-pager-status')).toHaveTextContent('Trang 1/3');
    await user.click(screen.getByRole('button', { name: commonViVN.pager.next }));
    await waitFor(() => expect(screen.getByTestId('records-pager-status')).toHaveTextContent('Trang 2/3'));
    expect(api.bodies().at(-1)).toMatchObject({ page: 2, count: 20 });
  });

  it('shows an empty state for a period without records', async () => {
    serve(TX_PATH, () => ({ body: envelope(100, txPage([])) }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    expect(await screen.findByTestId('transaction-records-empty')).toHaveTextContent(vi.records.empty_title);
  });

  it('shows an error with a retry that asks again', async () => {
    serve(TX_PATH, (_body, n) => (n === 0 ? 'network-error' : { body: envelope(100, txPage([tx(1)])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Transaction' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi.records.error_title);
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('on mobile the records are cards, not a table', async () => {
    serve(TX_PATH, () => ({ body: envelope(100, txPage([tx(1)])) }));
    renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('transaction-records')).toHaveAttribute('data-variant', 'cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(rows()[0]).toHaveTextContent('+2.000.000 ₫');
  });
});

describe('SPEC §9 remarks and failure reasons in the page language', () => {
  it('every remark key and failure reason has a text in vi_VN, en_US and zh_CN', () => {
    const locales = { vi_VN: vi, en_US: en, zh_CN: zh };
    for (const [language, texts] of Object.entries(locales)) {
      for (const key of TRANSACTION_REMARK_KEYS)
        expect([language, key, typeof (texts.records.remark as Record<string, string>)[key]]).toEqual([
          language,
          key,
          'string',
        ]);
    }
    for (const key of PAYMENT_FAILURE_REASONS) expect(typeof commonViVN.payment_failure[key]).toBe('string');
  });

  it("a failed withdrawal: its refund remark is Vietnamese (on mobile cards too); the provider's own words appear only inside the Vietnamese sentence", async () => {
    serve(TX_PATH, () => ({
      body: envelope(
        100,
        txPage([
          tx(3, {
            type: 'withdraw_refund',
            amount: 300_000,
            order_no: 'W20250530RF',
            remark: { key: 'withdraw_refunded', params: { order_no: 'W20250530RF', reason_code: 'account_invalid' } },
          }),
          tx(2, {
            type: 'withdraw_refund',
            amount: 100_000,
            order_no: 'W20250530OT',
            remark: {
              key: 'withdraw_refunded',
              params: { order_no: 'W20250530OT', reason_code: 'other', reason: 'Issuer timeout #77' },
            },
          }),
          tx(1, {
            type: 'withdraw',
            amount: -300_000,
            order_no: 'W20250530RF',
            remark: { key: 'withdraw', params: { order_no: 'W20250530RF' } },
          }),
          tx(4, { type: 'opening_balance', order_no: '', remark: { key: 'opening_balance', params: {} } }),
        ]),
      ),
    }));
    renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, { route: '/Transaction' });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const remarks = screen.getAllByTestId('record-remark').map((el) => el.textContent);
    expect(remarks).toEqual([
      `Rút tiền không thành công, đã hoàn tiền: ${commonViVN.payment_failure.account_invalid}`,
      'Rút tiền không thành công, đã hoàn tiền: Cổng thanh toán báo: Issuer timeout #77',
      vi.records.remark.withdraw,
      vi.records.remark.opening_balance,
    ]);
    expect(document.body).not.toHaveTextContent(/Withdrawal|refunded|beneficiary|Opening balance/);
  });
});

describe('/user/DWRecord', () => {
  const dwPage = (list: PaymentOrder[], over: Partial<DwRecordResponse> = {}): DwRecordResponse => ({
    list,
    total: list.length,
    page: 1,
    count: 20,
    page_sum: { deposit: 2_000_000, withdraw: 1_000_000 },
    total_sum: { deposit: 2_500_000, withdraw: 1_000_000 },
    ...over,
  });

  it("asks for the last 30 days (type 0: all) and shows the orders with state, channel and the server's sums", async () => {
    const api = serve(DW_PATH, () => ({
      body: envelope(
        100,
        dwPage([
          order('W0000DEMO00004', {
            kind: 'withdraw',
            amount: 1_000_000,
            fee: 5_000,
            channel_name: 'Rút về ngân hàng',
            status: 'success',
          }),
          order('W0000DEMO00002', {
            kind: 'withdraw',
            amount: 300_000,
            status: 'failed',
            bank_account: 'ACB ******0000',
            failure_reason: { key: 'account_invalid', params: {} },
          }),
          order('D0000DEMO00001'),
        ]),
      ),
    }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/DWRecord' });
    await waitFor(() => expect(rows()).toHaveLength(3));

    expect(api.bodies()[0]).toEqual({ start_date: '2025-05-02', end_date: '2025-05-31', page: 1, count: 20, type: 0 });
    const [w4, w2, d1] = rows();
    expect(within(w4!).getByTestId('record-type')).toHaveTextContent(vi.records.kind.withdraw);
    expect(within(w4!).getAllByTestId('record-amount')[0]).toHaveTextContent('1.000.000 ₫');
    expect(within(w4!).getAllByTestId('record-amount')[1]).toHaveTextContent('5.000 ₫');
    expect(w4).toHaveTextContent('Rút về ngân hàng');
    expect(within(w4!).getByTestId('record-status')).toHaveTextContent(vi.records.status.success);
    expect(within(w2!).getByTestId('record-status')).toHaveAttribute('data-status', 'failed');
    expect(within(w2!).getByTestId('record-failure-reason')).toHaveTextContent(
      commonViVN.payment_failure.account_invalid,
    );
    expect(w2).toHaveTextContent('ACB ******0000');
    expect(d1).toHaveTextContent(vi.records.method.bank_transfer);
    // 12:00 UTC → 08:00 in Caracas.
    expect(d1).toHaveTextContent('2025-05-21 08:00:00');

    expect(screen.getByTestId('dw-sum-deposit-total')).toHaveTextContent('2.500.000 ₫');
    expect(screen.getByTestId('dw-sum-deposit-page')).toHaveTextContent('2.000.000 ₫');
    expect(screen.getByTestId('dw-sum-withdraw-total')).toHaveTextContent('1.000.000 ₫');
  });

  it('the kind and state filters (PAYMENT_ORDER_STATUSES names) ask again with type 2 and the status', async () => {
    const api = serve(DW_PATH, () => ({ body: envelope(100, dwPage([order('D1')])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/DWRecord' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: vi.records.type }), '2');
    await waitFor(() => expect(api.bodies().at(-1)).toMatchObject({ type: 2, page: 1 }));
    const status = screen.getByRole('combobox', { name: vi.records.status_label });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'pending', 'success', 'failed', 'cancelled']);
    await user.selectOptions(status, 'pending');
    await waitFor(() => expect(api.bodies().at(-1)).toMatchObject({ type: 2, status: 'pending' }));
  });

  it('shows an empty state, and on mobile cards', async () => {
    serve(DW_PATH, (_b, n) => ({ body: envelope(100, n === 0 ? dwPage([]) : dwPage([order('D1')])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, { route: '/DWRecord' });
    expect(await screen.findByTestId('dw-records-empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vi.records.preset.last7 }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('dw-records')).toHaveAttribute('data-variant', 'cards');
  });

  it('a business failure shows the server message with a retry', async () => {
    serve(DW_PATH, (_b, n) =>
      n === 0
        ? { body: envelope(500, null, 'Hệ thống thanh toán đang bảo trì') }
        : { body: envelope(100, dwPage([order('D1')])) },
    );
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/DWRecord' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hệ thống thanh toán đang bảo trì');
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
