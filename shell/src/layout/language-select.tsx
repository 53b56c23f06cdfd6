import { memo } from 'react';
import styled from '@emotion/styled';
import { COOKIES, LANGUAGE_NAMES, type LanguageCode } from '@site/shared/constants';
import { useBusValue } from '@site/shared/bus';
import { useT } from '@site/shared/i18n';
import { cookies } from '@site/shared/storage';
import { toast } from '@site/shared/ui';
import { LayoutIcon } from './layout-icons';
import { tokens } from './tokens';

/**
 * The phone's picker: a globe and the language's short code in the header, with the native select
 * laid over it (invisible), so the phone's own list opens and the control stays one labelled select.
 */
const Compact = styled.span(({ theme }) => {
  const t = tokens(theme);
  return {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minWidth: 44,
    minHeight: 36,
    padding: '0 8px',
    borderRadius: 999,
    border: `1px solid ${t.border}`,
    background: t.surfaceRaised,
    color: t.text,
    fontSize: 12,
    fontWeight: 700,
    letterSpacing: 0.5,
    '&:focus-within': { outline: `2px solid ${t.accent}`, outlineOffset: 2 },
    select: { position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer' },
  };
});

const Select = styled.select(({ theme }) => {
  const t = tokens(theme);
  return {
    appearance: 'none',
    background: t.surfaceRaised,
    color: t.text,
    border: `1px solid ${t.border}`,
    borderRadius: 999,
    padding: '8px 14px',
    fontSize: 13,
    cursor: 'pointer',
  };
});

/**
 * SPEC §2: switching language stores it and reloads the page; it is blocked with pg.err_is_playing
 * while a game is open (a reload would leave it holding the balance).
 */
function LanguageSelectPart({
  languages,
  current,
  compact = false,
}: {
  languages: LanguageCode[];
  current: LanguageCode;
  /** The phone's header: a globe and the short code. */
  compact?: boolean;
}) {
  const { t } = useT('shell');
  const game = useBusValue('game:state');
  const playing = (game?.phase ?? 'idle') !== 'idle';
  const select = (
    <Select
      aria-label={t('language')}
      value={current}
      onChange={(e) => {
        if (playing) {
          toast('error', 'common:pg.err_is_playing');
          return;
        }
        cookies.set(COOKIES.lang, e.target.value);
        cookies.set(COOKIES.i18n_redirected, e.target.value);
        window.location.reload();
      }}
    >
      {languages.map((l) => (
        <option key={l} value={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </Select>
  );
  if (!compact) return select;
  return (
    <Compact data-testid="language-picker">
      <LayoutIcon name="globe" size={16} />
      <span aria-hidden="true">{current.split('_')[0]!.toUpperCase()}</span>
      {select}
    </Compact>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const LanguageSelect = memo(LanguageSelectPart);
