import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import { useT } from '@site/shared/i18n';
import { useErrorPageMeta } from '@site/shared/ui';
import { tokens } from '../layout/tokens';

const Wrap = styled.section(({ theme }) => {
  const t = tokens(theme);
  return {
    minHeight: '60vh',
    display: 'grid',
    placeItems: 'center',
    textAlign: 'center',
    padding: '64px 16px',
    color: t.text,
    '.status': {
      fontSize: 'clamp(72px, 14vw, 140px)',
      fontWeight: 800,
      lineHeight: 1,
      letterSpacing: '-0.04em',
      background: `linear-gradient(180deg, ${t.accent}, ${t.primary})`,
      WebkitBackgroundClip: 'text',
      backgroundClip: 'text',
      color: 'transparent',
    },
    h1: { margin: '12px 0 8px', fontSize: 24 },
    p: { color: t.textMuted, margin: '0 0 28px', wordBreak: 'break-word' },
    a: {
      display: 'inline-block',
      padding: '12px 28px',
      borderRadius: 999,
      background: `linear-gradient(180deg, ${t.accent}, ${t.primary})`,
      color: t.onPrimary,
      fontWeight: 700,
      textDecoration: 'none',
    },
  };
});

/**
 * The error page of SPEC §2/§8: the status code (default 500), a message and a link home; title
 * 'Page Not Found' for 404, otherwise 'Internal Server Error'; robots told not to index it.
 */
export function ErrorPage({ status = 500, path, message }: { status?: number; path?: string; message?: string }) {
  const { t } = useT('shell');
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  const text = message ?? (status === 404 ? `Page Not Found: ${path ?? ''}` : t('server_error_message'));
  useErrorPageMeta(title);
  return (
    <Wrap data-testid="error-page" data-status={status}>
      <div>
        <div className="status">{status}</div>
        <h1>{title}</h1>
        <p>{text}</p>
        <Link to="/">{t('go_back_home')}</Link>
      </div>
    </Wrap>
  );
}
