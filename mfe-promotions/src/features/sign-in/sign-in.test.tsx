import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { SignInStatus } from '@site/shared/contracts';
import { i18n, translateMessage } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { PromotionsRoot } from '../../promotions-root';
import {
  asMember,
  asVisitor,
  collectRequests,
  collectToasts,
  failure,
  fakePlatform,
  ok,
  siteConfig,
  startInEnglish,
} from '../../test/fixtures';

const STATUS = '/arks/web/activity/sign-in/status';
const SIGN_IN = '/arks/web/activity/sign-in';
const REWARDS = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 20_000];

/** The status after `signed` days of a streak; `today` says whether today is one of them. */
function status(signed: number, today: boolean, state?: SignInStatus['state']): SignInStatus {
  return {
    open: 1,
    state: state ?? (today ? 'click_signin_true' : 'click_signin'),
    date: '2026-05-03',
    timezone: 'America/Caracas',
    currency: 'VND',
    signed_today: today ? 1 : 0,
    streak: signed,
    next_day: today ? null : signed + 1,
    today_reward: today ? REWARDS[signed - 1]! : REWARDS[signed]!,
    days: REWARDS.map((reward, i) => ({
      day: i + 1,
      reward,
      state: i < signed ? 'click_signin_true' : i === signed && !today ? 'click_signin' : null,
    })),
  };
}

const renderSignIn = (layout: 'desktop' | 'mobile' = 'desktop') =>
  renderApp(<PromotionsRoot basename="/discount" siteConfig={siteConfig} layout={layout} />, { route: '/sign-in' });

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

describe('SPEC §3 daily sign-in (click_signin, click_signin_true, click_signin_pass, is_signin_*)', () => {
  it("shows today's date, the streak and the 7-day table with each day's state", async () => {
    asMember();
    fakePlatform({ [STATUS]: () => ok(status(2, false)) });
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily check-in' })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-date')).toHaveTextContent('Today: 2026-05-03 (site time, GMT-4)');
    expect(screen.getByTestId('sign-in-streak')).toHaveTextContent('2days in a row');
    expect(screen.getByRole('heading', { name: '7-day rewards' })).toBeInTheDocument();
    const days = screen.getAllByTestId('sign-in-day');
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.getAttribute('data-state'))).toEqual([
      'signed',
      'signed',
      'today',
      'ahead',
      'ahead',
      'ahead',
      'ahead',
    ]);
    expect(days[2]).toHaveAttribute('aria-current', 'step');
    expect(within(days[0]!).getByText('Day 1')).toBeInTheDocument();
    expect(days[0]).toHaveTextContent('Checked in');
    expect(days[2]).toHaveTextContent('₫3,000');
    expect(days[2]).toHaveTextContent('Today');
    expect(screen.getByTestId('sign-in-reward')).toHaveTextContent("Today's reward: ₫3,000");
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('checks in once with an Idempotency-Key for the day shown, ignoring a second press while it runs', async () => {
    asMember();
    let signed = false;
    let answer: (() => void) | null = null;
    const { calls } = fakePlatform({
      [STATUS]: () => ok(status(signed ? 3 : 2, signed)),
      [SIGN_IN]: () =>
        new Promise((resolve) => {
          answer = () => {
            signed = true;
            resolve(
              ok({
                date: '2026-05-03',
                day: 3,
                reward: 3_000,
                streak: 3,
                member_cash: 5_003_000,
                message_key: 'is_signin_success',
              }),
            );
          };
        }) as never,
    });
    const { toasts, off } = collectToasts();
    const refreshes: unknown[] = [];
    const offRefresh = bus.on('wallet:refresh-requested', (e) => refreshes.push(e));
    const { user } = renderSignIn();
    const button = await screen.findByRole('button', { name: 'Check in' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Checked in' })).toBeDisabled());
    expect(calls(SIGN_IN)).toHaveLength(1);
    expect(calls(SIGN_IN)[0]!.body).toEqual({ date: '2026-05-03' });
    expect(calls(SIGN_IN)[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
    expect(toasts).toEqual([{ kind: 'success', message: 'is_signin_success' }]);
    expect(translateMessage('is_signin_success')).toBe('Check-in successful!');
    expect(refreshes).toHaveLength(1);
    expect(screen.getByTestId('sign-in-streak')).toHaveTextContent('3days in a row');
    expect(screen.getAllByTestId('sign-in-day')[2]).toHaveAttribute('data-state', 'signed');
    expect(screen.getByTestId('sign-in-reward')).toHaveTextContent('Collected today: ₫3,000');
    off();
    offRefresh();
  });

  it('already signed in today: the button says so; a 102 answer shows is_signin_true, not the server English', async () => {
    asMember();
    let first = true;
    fakePlatform({
      // The page was opened before a check-in from another tab.
      [STATUS]: () => {
        const s = first ? status(2, false) : status(3, true);
        first = false;
        return ok(s);
      },
      [SIGN_IN]: () => failure('102', 'You have already signed in today'),
    });
    const { toasts, off } = collectToasts();
    const { user } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'is_signin_true' }]));
    expect(translateMessage('is_signin_true')).toBe('You have already checked in today');
    expect(await screen.findByRole('button', { name: 'Checked in' })).toBeDisabled();
    off();
  });

  it('103 (the day passed) and 101 (not open) are shown by their keys', async () => {
    asMember();
    let code = '103';
    fakePlatform({ [STATUS]: () => ok(status(0, false)), [SIGN_IN]: () => failure(code) });
    const { toasts, off } = collectToasts();
    const { user } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    code = '101';
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts.map((t) => t.message)).toEqual(['is_signin_pass', 'is_signin_noopen']);
    off();
  });

  it('a missed day (click_signin_pass) says the streak starts again, and may still check in', async () => {
    asMember();
    fakePlatform({ [STATUS]: () => ok(status(0, false, 'click_signin_pass')) });
    renderSignIn('mobile');
    expect(await screen.findByTestId('sign-in-note')).toHaveTextContent(
      'Check-in missed. You missed a day, so your streak starts again at day 1.',
    );
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('not open for the currency (is_signin_noopen): the button says so and is disabled', async () => {
    asMember({ member_currency: 'THB' });
    fakePlatform({
      [STATUS]: () =>
        ok({ ...status(0, false, 'is_signin_noopen'), open: 0, next_day: null, today_reward: null, days: [] }),
    });
    renderSignIn();
    expect(await screen.findByRole('button', { name: 'Check-in is not open yet' })).toBeDisabled();
    expect(screen.getByTestId('sign-in-note')).toHaveTextContent('not available for your currency');
  });

  it('a visitor is asked to log in, and nothing is asked of the platform', async () => {
    const { calls } = fakePlatform({});
    const requests = collectRequests();
    const { user } = renderSignIn();
    const prompt = screen.getByRole('region', { name: 'Log in to check in' });
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(requests.modals).toEqual([{ name: 'login' }]);
    expect(calls(STATUS)).toHaveLength(0);
    requests.off();
  });

  it('reads in Vietnamese', async () => {
    await i18n.changeLanguage('vi_VN');
    asMember();
    fakePlatform({ [STATUS]: () => ok(status(1, false)) });
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Điểm danh hằng ngày' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Điểm danh' })).toBeInTheDocument();
    expect(screen.getAllByTestId('sign-in-day')[1]).toHaveTextContent('2.000 ₫');
  });
});
