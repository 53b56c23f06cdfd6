import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import type { ModalName } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { BellIcon, HistoryIcon, MegaphoneIcon, StampIcon } from '../../../components/icons';
import { SIGN_IN_PATH } from '../../../config/paths';

const Nav = styled.nav(({ theme }) => ({
  maxWidth: '100%',
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space(2), margin: 0, padding: 0, listStyle: 'none' },
  'a, button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 40,
    padding: theme.space(0, 3.5),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontFamily: 'inherit',
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `border-color ${theme.motion.fast}, color ${theme.motion.fast}`,
    svg: { color: theme.colors.primary },
    '&:hover': { borderColor: theme.colors.borderStrong, color: theme.colors.primaryHover },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  '.featured': {
    borderColor: 'transparent',
    background: theme.gradients.primary,
    color: theme.colors.onPrimary,
    fontWeight: theme.fontWeights.bold,
    svg: { color: 'currentColor' },
    '&:hover': { color: theme.colors.onPrimary, background: theme.gradients.primaryHover },
  },
  [mq.mobile]: {
    width: '100%',
    ul: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } },
    // The row's flex items are the list items: they keep their width and the row scrolls sideways,
    // instead of squeezing each label onto three lines in a tall pill.
    li: { flex: '0 0 auto' },
    'a, button': { minHeight: 36, whiteSpace: 'nowrap' },
  },
}));

const DIALOGS: { name: ModalName; key: string; Icon: typeof HistoryIcon }[] = [
  { name: 'pop_up_discount_history', key: 'links.pop_up_history', Icon: HistoryIcon },
  { name: 'bulletin_history', key: 'links.bulletin_history', Icon: BellIcon },
  { name: 'news', key: 'links.news', Icon: MegaphoneIcon },
];

/** The way to the daily check-in, and the dialogs of past pop-ups, notices and announcements. */
export function PromotionLinks() {
  const t = useT('promotions');
  return (
    <Nav aria-label={t('links.label')}>
      <ul>
        <li>
          <Link to={SIGN_IN_PATH} className="featured" data-testid="link-sign-in">
            <StampIcon />
            {t('links.sign_in')}
          </Link>
        </li>
        {DIALOGS.map(({ name, key, Icon }) => (
          <li key={name}>
            <button type="button" aria-haspopup="dialog" onClick={() => bus.emit('modal:open', { name })}>
              <Icon />
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
