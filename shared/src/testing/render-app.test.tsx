import { useTheme } from '@emotion/react';
import { screen } from '@testing-library/react';
import { useLocation } from '@site/shared/router';
import { i18n, useT } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { Button } from '@site/shared/ui';

function Probe() {
  const { t } = useT('common');
  const location = useLocation();
  const theme = useTheme();
  return (
    <div>
      <p>{`${location.pathname}${location.search}`}</p>
      <p>{theme.name}</p>
      <Button>{t('login')}</Button>
    </div>
  );
}

describe('testing: renderApp (theme, i18n, memory router)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('vi_VN');
  });

  it('provides the route, the gold theme and Vietnamese by default', async () => {
    const { user } = renderApp(<Probe />, { route: '/slotgame?gp_id=Popular&house=0' });
    expect(screen.getByText('/slotgame?gp_id=Popular&house=0')).toBeInTheDocument();
    expect(screen.getByText('gold')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  });

  it('takes a theme and a language', () => {
    renderApp(<Probe />, { theme: 'jade', language: 'en_US' });
    expect(screen.getByText('jade')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
