import styled from '@emotion/styled';
import { COOKIES, LANGUAGE_NAMES, type LanguageCode } from '@site/shared/constants';
import { useBusValue } from '@site/shared/bus';
import { useT } from '@site/shared/i18n';
import { cookies } from '@site/shared/storage';
import { toast } from '@site/shared/ui';
import { tokens } from './tokens';

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
export function LanguageSelect({ languages, current }: { languages: LanguageCode[]; current: LanguageCode }) {
  const { t } = useT('shell');
  const game = useBusValue('game:state');
  const playing = (game?.phase ?? 'idle') !== 'idle';
  return (
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
}
