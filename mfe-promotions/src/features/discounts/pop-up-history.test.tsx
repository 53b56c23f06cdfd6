import { screen, within } from '@testing-library/react';
import { i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { asVisitor, discount, fakePlatform, ok, siteConfig, startInEnglish } from '../../test/fixtures';
import { PopUpHistoryRoot } from './components/pop-up-history-root';

const POP_UP = '/arks/web/activity/discount/pop-up';
const WELCOME = discount({ id: 1, title: 'Member welcome bonus', pop_up: 1 });
const OLD = discount({
  id: 9,
  title: 'Lunar new year gift',
  pop_up: 1,
  status: 'ended',
  start_at: '2026-02-01 00:00:00',
  end_at: '2026-02-20 23:59:59',
});

const platform = (history = [OLD]) => fakePlatform({ [POP_UP]: () => ok({ current: [WELCOME], history }) });

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

describe('SPEC §2 history of pop-up promotions', () => {
  it('lists the pop-up promotions that have ended, newest first', async () => {
    platform([OLD, discount({ id: 8, title: 'Tet 2025' })]);
    renderApp(<PopUpHistoryRoot basename="/" siteConfig={siteConfig} layout="desktop" onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Past pop-up offers' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Lunar new year gift', 'Tet 2025']);
    expect(within(items[0]!).getByText('Ended')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2026-02-01 – 2026-02-20')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    platform([]);
    await i18n.changeLanguage('vi_VN');
    renderApp(<PopUpHistoryRoot basename="/" siteConfig={siteConfig} layout="mobile" onClose={jest.fn()} />);
    expect(await screen.findByTestId('pop-up-history-empty')).toHaveTextContent('Chưa có ưu đãi nào đã qua');
  });
});
