import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { envelope, testMember } from '@site/shared/testing';
import { MemberRoot } from '../../member-root';
import { createPaymentsServer, makeAccount, PATHS, testProfile } from '../../test/fake-payments-server';
import { remoteProps, renderMember } from '../../test/render-member';
import vi from '../../locales/vi_VN.json';

const realFetch = globalThis.fetch;
let server: ReturnType<typeof createPaymentsServer>;

function setUp(options: Parameters<typeof createPaymentsServer>[0] = {}, layout: 'desktop' | 'mobile' = 'desktop') {
  server = createPaymentsServer(options);
  globalThis.fetch = server.fetch;
  act(() => bus.emit('session:changed', { status: 'member', token: 'tk', member: testMember({ id: 1 }) }));
  return renderMember(<MemberRoot {...remoteProps({ layout })} />, { route: '/BindAccount' });
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

const field = (name: string) => screen.getByRole('textbox', { name });
const bankSelect = () => screen.getByRole('combobox', { name: vi.bank.bank_label });
const digits = () => screen.getAllByLabelText(/Số thứ \d\/4 của mật khẩu rút tiền/);

async function fillForm(user: ReturnType<typeof setUp>['user'], number = '0451000987654', pin = '1234') {
  await user.selectOptions(bankSelect(), 'VCB');
  await user.type(field(vi.bank.name_label), 'NGUYEN VAN A');
  await user.type(field(vi.bank.number_label), number);
  if (pin) await user.type(digits()[0]!, pin);
}

describe('SPEC §2 /user/BindAccount: the member’s bank accounts', () => {
  it('lists each account: bank, masked number, holder and verification state (a table on desktop)', async () => {
    setUp({ accounts: [makeAccount(1), makeAccount(2, { bank_name: 'ACB', status: 'unverified', verified_at: '' })] });
    const table = await screen.findByRole('table', { name: vi.bank.list_label });
    const rows = within(table).getAllByTestId('bank-account');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Vietcombank')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('bank-account-number')).toHaveTextContent('*********4321');
    expect(within(rows[0]!).getByText('NGUYEN VAN A')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('bank-account-status')).toHaveTextContent(vi.bank.status.verified);
    expect(within(rows[1]!).getByTestId('bank-account-status')).toHaveTextContent(vi.bank.status.unverified);
    expect(screen.getByTestId('bank-account-count')).toHaveTextContent('Đã liên kết 2/3');
  });

  it('cards on mobile', async () => {
    setUp({}, 'mobile');
    const list = await screen.findByRole('list', { name: vi.bank.list_label });
    expect(list).toHaveAttribute('data-variant', 'cards');
  });

  it('at the maximum, the form gives way to a clear note', async () => {
    setUp({ accounts: [makeAccount(1), makeAccount(2), makeAccount(3)] });
    expect(await screen.findByTestId('bank-accounts-full')).toHaveTextContent('Bạn có thể liên kết tối đa 3 tài khoản');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('SPEC §2 unbind after a confirm dialog', () => {
  it('opens a dialog naming the account; Cancel unbinds nothing', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Hủy liên kết Vietcombank *********4321' }));
    const dialog = screen.getByRole('dialog', { name: vi.bank.unbind_title });
    expect(dialog).toHaveTextContent('Tài khoản Vietcombank *********4321 (NGUYEN VAN A) sẽ bị gỡ khỏi hồ sơ');
    // Focus moves into the dialog (its first field: the withdraw password).
    expect(within(dialog).getAllByLabelText(/Số thứ/)[0]).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: vi.bank.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo(PATHS.unbind)).toHaveLength(0);
  });

  it('asks the withdraw password (the member has one), then unbinds and the list loads again', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Hủy liên kết Vietcombank *********4321' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: vi.bank.unbind_confirm }));
    expect(within(dialog).getByText(vi.withdraw_password.required)).toBeInTheDocument();
    expect(server.callsTo(PATHS.unbind)).toHaveLength(0);

    await user.type(within(dialog).getAllByLabelText(/Số thứ/)[0]!, '1234');
    await user.click(within(dialog).getByRole('button', { name: vi.bank.unbind_confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(PATHS.unbind)[0]?.body).toMatchObject({ id: 1, withdraw_password: '1234' });
    await waitFor(() => expect(screen.getAllByTestId('bank-account')).toHaveLength(1));
  });

  it('a member without a withdraw password unbinds without one', async () => {
    const { user } = setUp({ profile: testProfile({ is_withdraw_password: 0 }) });
    await user.click(await screen.findByRole('button', { name: 'Hủy liên kết Vietcombank *********4321' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(/Số thứ/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: vi.bank.unbind_confirm }));
    await waitFor(() => expect(server.callsTo(PATHS.unbind)).toHaveLength(1));
    expect(server.callsTo(PATHS.unbind)[0]?.body).not.toHaveProperty('withdraw_password');
  });

  it.each([
    ['205', { attempts_left: 2 }, 'Mật khẩu rút tiền không đúng. Bạn còn 2 lần thử trước khi bị khóa'],
    [
      '207',
      { retry_after_s: 600 },
      'Bạn đã nhập sai mật khẩu quá nhiều lần. Chức năng rút tiền và quản lý tài khoản ngân hàng bị khóa trong 10 phút',
    ],
    [
      '210',
      { order_no: 'W123' },
      'Lệnh rút tiền về tài khoản này đang được xử lý (mã đơn W123). Bạn có thể hủy liên kết sau khi lệnh hoàn tất.',
    ],
  ])('code %s is explained in the dialog', async (code, data, text) => {
    const { user } = setUp();
    server.replyOnce(PATHS.unbind, { body: envelope(code, data, 'server words') });
    await user.click(await screen.findByRole('button', { name: 'Hủy liên kết Vietcombank *********4321' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getAllByLabelText(/Số thứ/)[0]!, '9999');
    await user.click(within(dialog).getByRole('button', { name: vi.bank.unbind_confirm }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('SPEC §5 binding an account: checked here, then the platform’s codes at their field', () => {
  it('every field says what is missing, tied to it', async () => {
    const { user } = setUp();
    await screen.findByRole('form', { name: vi.bank.form_heading });
    await user.click(screen.getByRole('button', { name: vi.bank.bind_submit }));
    expect(await screen.findByText(vi.bank.error.bank_required)).toBeInTheDocument();
    expect(field(vi.bank.name_label)).toHaveAccessibleDescription(vi.bank.error.name_required);
    expect(field(vi.bank.number_label)).toHaveAccessibleDescription(vi.bank.error.number_required);
    expect(bankSelect()).toHaveAccessibleDescription(vi.bank.error.bank_required);
    expect(digits()[0]).toHaveAccessibleDescription(vi.withdraw_password.required);
    expect(server.callsTo(PATHS.bind)).toHaveLength(0);
  });

  it.each([
    ['12ab5678', vi.bank.error.number_digits],
    ['1234', 'Số tài khoản phải từ 8 đến 19 chữ số'],
  ])('account number %p: %s', async (number, message) => {
    const { user } = setUp();
    await screen.findByRole('form', { name: vi.bank.form_heading });
    await fillForm(user, number);
    await user.click(screen.getByRole('button', { name: vi.bank.bind_submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.callsTo(PATHS.bind)).toHaveLength(0);
  });

  it('binds: spaces and hyphens dropped, the password sent, the new account listed as not verified', async () => {
    const { user } = setUp({ accounts: [makeAccount(1)] });
    await screen.findByRole('form', { name: vi.bank.form_heading });
    await fillForm(user, '0451 0009-87654');
    await user.click(screen.getByRole('button', { name: vi.bank.bind_submit }));
    await waitFor(() => expect(server.callsTo(PATHS.bind)).toHaveLength(1));
    expect(server.callsTo(PATHS.bind)[0]?.body).toMatchObject({
      bank_code: 'VCB',
      account_name: 'NGUYEN VAN A',
      account_number: '0451000987654',
      withdraw_password: '1234',
    });
    await waitFor(() => expect(screen.getAllByTestId('bank-account')).toHaveLength(2));
    expect(within(screen.getAllByTestId('bank-account')[1]!).getByTestId('bank-account-status')).toHaveTextContent(
      vi.bank.status.unverified,
    );
    await waitFor(() => expect(field(vi.bank.number_label)).toHaveValue(''));
  });

  it.each([
    [
      '201',
      { min_digits: 8, max_digits: 19 },
      vi.bank.number_label,
      'Số tài khoản không hợp lệ: phải từ 8 đến 19 chữ số',
    ],
    ['202', null, vi.bank.number_label, vi.bank.code['202']],
    ['203', null, vi.bank.number_label, vi.bank.code['203']],
    ['206', null, vi.bank.bank_label, vi.bank.code['206']],
  ])('code %s is shown at its field', async (code, data, label, text) => {
    const { user } = setUp();
    server.replyOnce(PATHS.bind, { body: envelope(code, data, 'server words') });
    await screen.findByRole('form', { name: vi.bank.form_heading });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: vi.bank.bind_submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
    expect(screen.queryByText('server words')).toBeNull();
  });

  it.each([
    ['204', { max: 3 }, 'Bạn đã liên kết đủ 3 tài khoản ngân hàng. Hãy hủy liên kết một tài khoản để thêm mới.'],
    ['208', null, vi.bank.code['208']],
  ])('code %s is shown above the button', async (code, data, text) => {
    const { user } = setUp();
    server.replyOnce(PATHS.bind, { body: envelope(code, data, 'server words') });
    await screen.findByRole('form', { name: vi.bank.form_heading });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: vi.bank.bind_submit }));
    expect(await screen.findByTestId('bind-account-error')).toHaveTextContent(text);
  });

  it('205 wrong password: the attempts left, at the password', async () => {
    const { user } = setUp();
    server.replyOnce(PATHS.bind, { body: envelope('205', { attempts_left: 4 }, 'Wrong') });
    await screen.findByRole('form', { name: vi.bank.form_heading });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: vi.bank.bind_submit }));
    const text = 'Mật khẩu rút tiền không đúng. Bạn còn 4 lần thử trước khi bị khóa';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(digits()[0]).toHaveAccessibleDescription(text);
  });
});
