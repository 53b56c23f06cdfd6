import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { envelope } from '@site/shared/testing';
import { agent, applyNone, plainMember, renderProxy, serveAgent, signIn } from '../test/agent-fixtures';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const application = {
  id: 3,
  status: 'pending' as const,
  contact: 'zalo 0901234567',
  message: '',
  created_at: '2025-05-20T15:00:00.000Z',
  reviewed_at: '',
  review_note: '',
};

describe('Register: the application', () => {
  beforeEach(() => signIn(plainMember));

  it('checks the contact, the message length and the Agreement before sending, then shows the pending state', async () => {
    let state: object = applyNone;
    const api = serveAgent({
      applyStatus: () => ({ body: envelope(100, state) }),
      apply: () => {
        state = { ...applyNone, state: 'pending', application };
        return { body: envelope(100, application) };
      },
    });
    const { user } = renderProxy('/?page=Register');
    const form = await screen.findByRole('form', { name: 'Agent application' });
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('Tell us how to reach you')).toBeInTheDocument();
    expect(within(form).getByText('Please accept the agent agreement')).toBeInTheDocument();
    expect(api.calls('apply')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'How can we reach you?' }), 'ab');
    await user.tab();
    expect(within(form).getByText('Use 3 to 100 characters')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'How can we reach you?' }), 'c zalo');
    const message = within(form).getByRole('textbox', { name: /how you will bring players/ });
    await user.click(message);
    await user.paste('x'.repeat(501));
    await user.tab();
    expect(within(form).getByText('Use at most 500 characters')).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, 'Facebook group');
    await user.click(within(form).getByRole('checkbox', { name: /accept the agent agreement/ }));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(api.calls('apply')).toHaveLength(1));
    expect(api.calls('apply')[0]?.body).toEqual({ contact: 'abc zalo', message: 'Facebook group', agree: 1 });
    expect(await screen.findByTestId('apply-pending')).toHaveTextContent('Your application is being reviewed');
    expect(screen.getByTestId('apply-pending')).toHaveTextContent('2025-05-20');
  });

  it('shows a code with its text (103: the programme is closed)', async () => {
    serveAgent({ apply: () => ({ body: envelope(103, null, 'The agent programme is not open for your currency') }) });
    const { user } = renderProxy('/?page=Register');
    const form = await screen.findByRole('form', { name: 'Agent application' });
    await user.type(within(form).getByRole('textbox', { name: 'How can we reach you?' }), 'tg @me');
    await user.click(within(form).getByRole('checkbox', { name: /accept the agent agreement/ }));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('apply-error')).toHaveTextContent(
      'The agent programme is not open for your currency',
    );
  });

  it('shows the operator’s note of a rejection and lets the member apply again', async () => {
    serveAgent({
      applyStatus: () => ({
        body: envelope(100, {
          ...applyNone,
          state: 'rejected',
          application: { ...application, status: 'rejected', review_note: 'Thiếu thông tin liên hệ' },
        }),
      }),
    });
    renderProxy('/?page=Register');
    expect(await screen.findByTestId('apply-rejected')).toHaveTextContent(
      'Note from our team: Thiếu thông tin liên hệ',
    );
    expect(screen.getByRole('form', { name: 'Agent application' })).toBeInTheDocument();
  });

  it('once approved, links to the agent centre and has the session read again', async () => {
    const asked: unknown[] = [];
    const off = bus.on('session:member-refresh-requested', (p) => asked.push(p));
    serveAgent({
      applyStatus: () => ({
        body: envelope(100, {
          state: 'approved',
          is_agent: 1,
          agent_active: 1,
          agent_level: 1,
          application: { ...application, status: 'approved' },
        }),
      }),
    });
    renderProxy('/?page=Register');
    expect(await screen.findByTestId('apply-approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the agent centre' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=DownlineInfo'),
    );
    expect(asked).toHaveLength(1);
    off();
  });
});

describe('Transfer', () => {
  beforeEach(() => signIn(agent));

  async function fill(user: ReturnType<typeof renderProxy>['user'], amount: string, password = '1234') {
    const form = await screen.findByRole('form', { name: 'New transfer' });
    const amountBox = within(form).getByRole('textbox', { name: 'Amount (VND)' });
    await user.clear(amountBox);
    await user.type(amountBox, amount);
    const digits = within(form).getAllByLabelText(/digit/i);
    for (const [i, d] of password.split('').entries()) await user.type(digits[i]!, d);
    return form;
  }

  it('takes the member from ?member_id=, checks the limits, confirms, and sends one idempotency key per attempt', async () => {
    const api = serveAgent({
      transfer: () => ({
        body: envelope(100, {
          id: 9,
          member_id: 42,
          member_account: 'player07',
          amount: 100_000,
          member_cash: 19_900_000,
          created_at: '2025-05-31T13:00:00.000Z',
        }),
      }),
    });
    const refreshed: unknown[] = [];
    const off = bus.on('wallet:refresh-requested', (p) => refreshed.push(p));
    const { user } = renderProxy('/?page=Transfer&member_id=42&account=player07');
    expect(await screen.findByTestId('transfer-member')).toHaveTextContent('player07');
    expect(await screen.findByTestId('stat-left')).toHaveTextContent('₫199,700,000');
    expect(screen.getByTestId('stat-balance')).toHaveTextContent('₫20,000,000');

    const form = await fill(user, '10000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByText('The smallest transfer is ₫50,000')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Amount (VND)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (VND)' }), '30000000');
    expect(within(form).getByText('Not enough money in your wallet (₫20,000,000)')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Amount (VND)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (VND)' }), '100.000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(dialog).toHaveTextContent('player07');
    expect(dialog).toHaveTextContent('₫100,000');
    expect(api.calls('transfer')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer now' }));

    await waitFor(() => expect(api.calls('transfer')).toHaveLength(1));
    const body = api.calls('transfer')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ member_id: 42, amount: 100_000, withdraw_password: '1234' });
    expect(body.idempotency_key).toEqual(expect.any(String));
    expect(await screen.findByTestId('transfer-done')).toHaveTextContent('₫100,000 sent to player07.');
    expect(refreshed.length).toBeGreaterThan(0);
    off();
  });

  it.each([
    ['102', {}, 'This member is not in your downline'],
    ['103', {}, 'This member cannot receive transfers'],
    ['104', {}, 'Set a withdraw password in your member centre first'],
    ['105', { attempts_left: 2 }, 'Wrong withdraw password: 2 attempts left'],
    ['106', { retry_after_s: 600 }, 'Too many wrong passwords: try again in 10 min'],
    ['107', {}, 'The smallest transfer is ₫50,000'],
    ['108', {}, 'The largest transfer is ₫50,000,000'],
    ['109', { left: 40_000 }, "That is over today's limit: ₫40,000 left today"],
    ['110', {}, 'Not enough money in your wallet (₫20,000,000)'],
    ['101', {}, 'You are not an active agent'],
  ])('shows code %s as its own message', async (code, data, text) => {
    serveAgent({ transfer: () => ({ body: envelope(code, data, 'server words') }) });
    const { user } = renderProxy('/?page=Transfer&member_id=42&account=player07');
    const form = await fill(user, '60000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps the idempotency key when the same attempt is sent again, and says so on HTTP 409', async () => {
    let n = 0;
    const api = serveAgent({
      transfer: () =>
        n++ === 0
          ? { status: 409, body: { code: '409', message: 'conflict', data: null } }
          : { body: envelope(110, null) },
    });
    const { user } = renderProxy('/?page=Transfer&member_id=42&account=player07');
    const form = await fill(user, '60000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText(/already sent with other details/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer now' }));
    await waitFor(() => expect(api.calls('transfer')).toHaveLength(2));
    const [a, b] = api.calls('transfer').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(a).toBe(b);
  });

  it('finds a downline member by account', async () => {
    const api = serveAgent();
    const { user } = renderProxy('/?page=Transfer');
    const form = await screen.findByRole('form', { name: 'New transfer' });
    await user.type(within(form).getByRole('textbox', { name: 'Downline member' }), 'pla');
    await user.click(await within(form).findByRole('button', { name: 'player07 · level 1' }));
    expect(within(form).getByTestId('transfer-member')).toHaveTextContent('player07');
    expect(api.calls('downline').at(-1)?.body).toMatchObject({ account: 'pla', status: 'active' });
    expect(await screen.findByRole('table', { name: 'Transfer history' })).toHaveTextContent('thưởng tuần');
  });
});
