import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { i18n, translateMessage } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { PromotionsRoot } from '../../promotions-root';
import {
  asMember,
  asVisitor,
  collectRequests,
  collectToasts,
  detail,
  failure,
  fakePlatform,
  ok,
  siteConfig,
  startInEnglish,
} from '../../test/fixtures';
import { DiscountModalRoot } from './components/discount-modal-root';

const DETAIL = '/arks/web/activity/discount/detail';
const APPLY = '/arks/web/activity/discount/apply';

const WELCOME = detail({
  id: 5,
  title: 'Member welcome bonus',
  apply_type: 'bonus',
  bonus: 50_000,
  content:
    '<h2>How it works</h2><p onclick="steal()">Press <b>Apply</b>.</p><script>window.hacked = true</script>' +
    '<p><a href="javascript:alert(1)">bad link</a> <a href="https://example.com/rules">rules</a></p><img src=x onerror="alert(1)">',
});

const renderDetail = (id: string | number) =>
  renderApp(<PromotionsRoot basename="/discount" siteConfig={siteConfig} layout="desktop" />, { route: `/${id}` });

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

describe('SPEC §2 /discount/{id}: one promotion', () => {
  it('shows the title, artwork, period in site time, who may join, the bonus and the sanitised body', async () => {
    const { calls } = fakePlatform({ [DETAIL]: () => ok(WELCOME) });
    renderDetail(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member welcome bonus' })).toBeInTheDocument();
    expect(calls(DETAIL)[0]!.body).toEqual({ site_id: 1, currency: 'VND', language: 'en_US', id: 5 });
    const summary = screen.getByRole('complementary', { name: 'Promotion summary' });
    expect(within(summary).getByTestId('discount-period')).toHaveTextContent('2026-05-01 00:00 – 2026-05-31 23:59');
    expect(within(summary).getByText('Site time (GMT-4)')).toBeInTheDocument();
    expect(within(summary).getByText('Every member')).toBeInTheDocument();
    expect(within(summary).getByText('₫50,000')).toBeInTheDocument();

    const body = screen.getByTestId('discount-content');
    expect(within(body).getByRole('heading', { level: 3, name: 'How it works' })).toBeInTheDocument();
    expect(body).toHaveTextContent('Press Apply.');
    expect(body.innerHTML).not.toMatch(/<(script|img)|onclick|onerror/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(body).queryByRole('link', { name: 'bad link' })).not.toBeInTheDocument();
    expect(within(body).getByText('bad link')).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'rules' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('101: an unknown promotion says so in the page language (discount.not_found), with the way back', async () => {
    fakePlatform({ [DETAIL]: () => failure('101', 'This promotion does not exist') });
    const { user } = renderDetail(999);
    expect(await screen.findByTestId('discount-gone')).toHaveTextContent(
      'This promotion does not exist or is not available for your currency.',
    );
    await user.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(await screen.findByTestId('discount-page')).toBeInTheDocument();
  });

  it('102: an ended promotion says it has ended (discount.ended), also in Vietnamese', async () => {
    fakePlatform({ [DETAIL]: () => failure('102', 'This promotion has ended') });
    renderDetail(6);
    expect(await screen.findByTestId('discount-gone')).toHaveTextContent('This promotion has ended.');
    expect(i18n.t('promotions:discount.ended', { lng: 'vi_VN' })).toBe('Chương trình khuyến mãi này đã kết thúc.');
  });

  it('an address that is not an id is "Page Not Found" without asking', () => {
    const { calls } = fakePlatform({});
    renderDetail('abc');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(calls(DETAIL)).toHaveLength(0);
  });

  it('a visitor is asked to log in to apply', async () => {
    const { calls } = fakePlatform({ [DETAIL]: () => ok(WELCOME) });
    const requests = collectRequests();
    const { user } = renderDetail(5);
    await user.click(await screen.findByRole('button', { name: 'Log in to apply' }));
    expect(requests.modals).toEqual([{ name: 'login' }]);
    expect(calls(APPLY)).toHaveLength(0);
    requests.off();
  });

  it('nothing to apply for (apply_type none): a note instead of a button', async () => {
    fakePlatform({ [DETAIL]: () => ok(detail({ id: 2, apply_type: 'none' })) });
    renderDetail(2);
    expect(await screen.findByTestId('discount-apply-note')).toHaveTextContent(
      'No application needed: this offer applies automatically.',
    );
    expect(screen.queryByTestId('discount-apply')).not.toBeInTheDocument();
  });
});

describe('SPEC §2 /discount/{id}: a member applies', () => {
  it('applies once with an Idempotency-Key: the bonus toast, the balance asked again, the page shows it paid', async () => {
    asMember();
    let applied = false;
    const { calls } = fakePlatform({
      [DETAIL]: () => ok(applied ? { ...WELCOME, applied: 1, application_status: 'paid' } : WELCOME),
      [APPLY]: () => {
        applied = true;
        return ok({ id: 5, status: 'paid', bonus: 50_000, member_cash: 5_050_000 });
      },
    });
    const { toasts, off } = collectToasts();
    const refreshes: unknown[] = [];
    const offRefresh = bus.on('wallet:refresh-requested', (e) => refreshes.push(e));
    const { user } = renderDetail(5);
    const button = await screen.findByRole('button', { name: 'Claim ₫50,000' });
    await user.dblClick(button);

    await waitFor(() => expect(screen.getByTestId('discount-apply-note')).toHaveTextContent('Bonus received'));
    expect(calls(APPLY)).toHaveLength(1);
    expect(calls(APPLY)[0]!.body).toEqual({ id: 5 });
    expect(calls(APPLY)[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
    expect(toasts).toEqual([
      { kind: 'success', message: 'promotions:discount.apply_paid', params: { amount: '₫50,000' } },
    ]);
    expect(translateMessage('promotions:discount.apply_paid', { amount: '₫50,000' })).toBe(
      '₫50,000 has been added to your main wallet.',
    );
    expect(refreshes).toHaveLength(1);
    expect(screen.getByTestId('discount-status')).toHaveTextContent('Bonus received');
    off();
    offRefresh();
  });

  it('an application (apply_type request) is sent for review', async () => {
    asMember();
    fakePlatform({
      [DETAIL]: () => ok(detail({ id: 3, apply_type: 'request' })),
      [APPLY]: () => ok({ id: 3, status: 'pending', bonus: null, member_cash: 5_000_000 }),
    });
    const { toasts, off } = collectToasts();
    const { user } = renderDetail(3);
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'promotions:discount.apply_pending' }]));
    off();
  });

  it('103 already applied: the key in the page language, not the server English, and the page follows', async () => {
    asMember();
    let asked = 0;
    const { calls } = fakePlatform({
      [DETAIL]: () => ok(++asked > 1 ? { ...WELCOME, applied: 1, application_status: 'paid' } : WELCOME),
      [APPLY]: () => failure('103', 'You have already applied for this promotion'),
    });
    const { toasts, off } = collectToasts();
    const { user } = renderDetail(5);
    await user.click(await screen.findByRole('button', { name: 'Claim ₫50,000' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'promotions:discount.already_applied' }]));
    expect(translateMessage('promotions:discount.already_applied')).toBe(
      'You have already applied for this promotion.',
    );
    expect(i18n.t('promotions:discount.already_applied', { lng: 'zh_CN' })).toBe('您已申请过该优惠。');
    await waitFor(() => expect(screen.getByTestId('discount-apply-note')).toHaveTextContent('Bonus received'));
    expect(calls(DETAIL)).toHaveLength(2);
    off();
  });

  it('104 not eligible and 102 ended are worded by their keys', async () => {
    asMember();
    let code = '104';
    fakePlatform({ [DETAIL]: () => ok(WELCOME), [APPLY]: () => failure(code) });
    const { toasts, off } = collectToasts();
    const { user } = renderDetail(5);
    await user.click(await screen.findByRole('button', { name: 'Claim ₫50,000' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    code = '102';
    await user.click(screen.getByRole('button', { name: 'Claim ₫50,000' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts.map((t) => t.message)).toEqual(['promotions:discount.not_eligible', 'promotions:discount.ended']);
    off();
  });
});

describe('SPEC §2 modal "discount": one promotion over any page', () => {
  it('shows the promotion named by params.id, named by its title', async () => {
    fakePlatform({ [DETAIL]: () => ok(WELCOME) });
    renderApp(
      <DiscountModalRoot basename="/" siteConfig={siteConfig} layout="mobile" params={{ id: 5 }} onClose={jest.fn()} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Member welcome bonus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to apply' })).toBeInTheDocument();
  });

  it('an ended one says so and leads to the list', async () => {
    fakePlatform({ [DETAIL]: () => failure('102') });
    const requests = collectRequests();
    const onClose = jest.fn();
    const { user } = renderApp(
      <DiscountModalRoot basename="/" siteConfig={siteConfig} layout="desktop" params={{ id: 6 }} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(await within(dialog).findByTestId('discount-gone')).toHaveTextContent('This promotion has ended.');
    await user.click(within(dialog).getByRole('button', { name: 'See all promotions' }));
    expect(onClose).toHaveBeenCalled();
    expect(requests.navigations).toEqual([{ to: '/discount' }]);
    requests.off();
  });

  it('closes on Escape', async () => {
    fakePlatform({ [DETAIL]: () => ok(WELCOME) });
    const onClose = jest.fn();
    const { user } = renderApp(
      <DiscountModalRoot basename="/" siteConfig={siteConfig} layout="desktop" params={{ id: 5 }} onClose={onClose} />,
    );
    await screen.findByRole('dialog', { name: 'Member welcome bonus' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
