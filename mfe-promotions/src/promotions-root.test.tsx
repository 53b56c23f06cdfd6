import { screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { SiteConfig } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { resources } from './locales';
import { PromotionsRoot } from './promotions-root';

addAppResources('promotions', resources);

const siteConfig = { site_id: 1, theme: 'gold' } as SiteConfig;
const renderPromotions = (route: string) =>
  renderApp(<PromotionsRoot basename="/discount" siteConfig={siteConfig} layout="desktop" />, { route });

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
});

describe('the discount page', () => {
  it('shows the title, the category filter and an honest empty state', async () => {
    const { user } = renderPromotions('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'Promotion categories' });
    const all = screen.getByRole('button', { name: 'All' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getAllByRole('button')).toHaveLength(9); // all + game types 2 to 9
    expect(screen.getByTestId('discount-empty')).toHaveTextContent('No promotions right now');

    await user.click(screen.getByRole('button', { name: 'Live Casino' }));
    expect(screen.getByRole('button', { name: 'Live Casino' })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('discount-empty')).toBeInTheDocument();
  });

  it('reads in Vietnamese by default', async () => {
    await i18n.changeLanguage('vi_VN');
    renderPromotions('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeInTheDocument();
    expect(screen.getByTestId('discount-empty')).toHaveTextContent('Hiện chưa có khuyến mãi nào');
  });

  it('shows "Page Not Found" for /discount/{id}, with a way back to the list', async () => {
    const navigations: unknown[] = [];
    const off = bus.on('nav:navigate', (p) => navigations.push(p));
    const { user } = renderPromotions('/123');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(navigations).toEqual([{ to: '/discount' }]);
    off();
  });
});
