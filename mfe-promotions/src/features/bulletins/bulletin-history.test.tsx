import { screen, within } from '@testing-library/react';
import { renderApp } from '@site/shared/testing';
import { asMember, asVisitor, bulletin, fakePlatform, ok, siteConfig, startInEnglish } from '../../test/fixtures';
import { BulletinHistoryRoot } from './components/bulletin-history-root';

const HISTORY = '/arks/web/bulletin/history';

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

const renderHistory = (layout: 'desktop' | 'mobile' = 'desktop') =>
  renderApp(<BulletinHistoryRoot basename="/" siteConfig={siteConfig} layout={layout} onClose={jest.fn()} />);

describe('the bulletin history dialog (bulletin/history, SPEC §7)', () => {
  it('lists the bulletins of the device newest first; the newest is open, each opens in place', async () => {
    const { calls } = fakePlatform({
      [HISTORY]: () =>
        ok({
          list: [
            bulletin({
              id: 2,
              title: 'Fast deposits',
              updated_at: '2026-05-02T16:30:00.000Z',
              content: '<p>3 minutes</p>',
            }),
            bulletin({ id: 1, title: 'Grand opening', content: '<p>Welcome!</p>' }),
          ],
        }),
    });
    asMember();
    const { user } = renderHistory('mobile');
    const dialog = await screen.findByRole('dialog', { name: 'Notice history' });
    const newest = await within(dialog).findByRole('button', { name: /Fast deposits/ });
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(newest).toHaveTextContent('Updated 2026-05-02 12:30');
    expect(within(dialog).getByText('3 minutes')).toBeVisible();
    const older = within(dialog).getByRole('button', { name: /Grand opening/ });
    expect(older).toHaveAttribute('aria-expanded', 'false');
    await user.click(older);
    expect(older).toHaveAttribute('aria-expanded', 'true');
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('Welcome!')).toBeVisible();
    expect(calls(HISTORY)[0]!.body).toEqual({ site_id: 1, display_device: 2, language: 'en_US' });
  });

  it('says when there is none', async () => {
    fakePlatform({ [HISTORY]: () => ok({ list: [] }) });
    renderHistory();
    expect(await screen.findByTestId('bulletin-history-empty')).toHaveTextContent('No notices yet');
  });
});
