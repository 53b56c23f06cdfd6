import { memo, useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { NOTICE_KEYS } from '@site/shared/constants';
import { isAndroid } from '@site/shared/device';
import { useT } from '@site/shared/i18n';
import { Button, Modal } from '@site/shared/ui';
import { browserNoticeFor, currentAbilities, type BrowserNoticeKind } from './browser-rules';
import { tokens } from './tokens';

const KEY: Record<BrowserNoticeKind, string> = {
  unsupported: NOTICE_KEYS.unsupportedBrowser,
  browserAlert: NOTICE_KEYS.browserAlert,
  iosFavourite: NOTICE_KEYS.iosFavourite,
};

function readDismissed(): Set<BrowserNoticeKind> {
  const kinds = Object.keys(KEY) as BrowserNoticeKind[];
  try {
    return new Set(kinds.filter((kind) => window.localStorage.getItem(KEY[kind]) === '1'));
  } catch {
    return new Set();
  }
}

function storeDismissed(kind: BrowserNoticeKind) {
  try {
    window.localStorage.setItem(KEY[kind], '1');
  } catch {
    // Without storage the notice comes back on the next visit, which is still usable.
  }
}

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

const Hint = styled.section<{ bottom: string }>(({ theme, bottom }) => {
  const t = tokens(theme);
  return {
    position: 'fixed',
    left: 12,
    right: 12,
    bottom,
    zIndex: 60,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: 12,
    alignItems: 'start',
    padding: '14px 12px 14px 14px',
    borderRadius: theme.radii.lg,
    background: t.surfaceRaised,
    border: `1px solid ${t.borderStrong}`,
    boxShadow: theme.shadows.lg,
    color: t.text,
    h2: { margin: 0, fontSize: 15, fontWeight: 800 },
    p: { margin: '4px 0 0', fontSize: 13, lineHeight: 1.45, color: t.textMuted },
    '.badge': {
      display: 'grid',
      placeItems: 'center',
      width: 40,
      height: 40,
      borderRadius: 12,
      background: theme.gradients.primary,
      color: t.onPrimary,
    },
    '.close': {
      width: 36,
      height: 36,
      display: 'grid',
      placeItems: 'center',
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: t.textMuted,
      cursor: 'pointer',
      '&:hover': { color: t.text, background: t.surface },
      '&:focus-visible': { outline: `2px solid ${t.focusRing}`, outlineOffset: 1 },
    },
  };
});

const ShareIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" style={{ verticalAlign: '-3px' }}>
    <path
      fill="currentColor"
      d="M12 2l4 4-1.41 1.41L13 5.83V15h-2V5.83L9.41 7.41 8 6zm-7 8h3v2H6v8h12v-8h-2v-2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1z"
    />
  </svg>
);

/**
 * The browser notices of SPEC §2/§4, one at a time: the unsupported-browser notice and the browser
 * alert are dialogs (focus moves in and returns); the iOS add-to-home-screen hint is a banner over
 * the tab bar that takes no focus, whose close button is in the tab order and hands focus to the
 * page's content. Each one, once closed, stays closed for good (localStorage).
 */
function BrowserNoticesPart({
  brandName,
  hintBottomPx,
  focusTarget,
}: {
  brandName: string;
  hintBottomPx: number;
  focusTarget: string;
}) {
  const { t } = useT('shell');
  const [notice, setNotice] = useState<BrowserNoticeKind | null>(null);
  useEffect(() => {
    setNotice(
      browserNoticeFor({
        userAgent: navigator.userAgent,
        abilities: currentAbilities(),
        standalone: isStandalone(),
        dismissed: readDismissed(),
      }),
    );
  }, []);
  if (!notice) return null;
  const dismiss = () => {
    storeDismissed(notice);
    setNotice(null);
  };

  if (notice === 'iosFavourite') {
    return (
      <Hint
        aria-labelledby="ios-favourite-title"
        data-testid="ios-favourite-hint"
        bottom={`calc(${hintBottomPx}px + env(safe-area-inset-bottom))`}
      >
        <span className="badge" aria-hidden="true">
          <svg width="22" height="22" viewBox="0 0 24 24">
            <path fill="currentColor" d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />
          </svg>
        </span>
        <div>
          <h2 id="ios-favourite-title">{t('notice.favourite_title', { brand: brandName })}</h2>
          <p>
            {t('notice.favourite_step_share')} <ShareIcon /> {t('notice.favourite_step_add')}
          </p>
        </div>
        <button
          type="button"
          className="close"
          aria-label={t('notice.dismiss_hint')}
          onClick={() => {
            dismiss();
            document.getElementById(focusTarget)?.focus({ preventScroll: true });
          }}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
            />
          </svg>
        </button>
      </Hint>
    );
  }

  const unsupported = notice === 'unsupported';
  return (
    <Modal
      open
      onClose={dismiss}
      title={unsupported ? t('notice.unsupported_title') : t('notice.browser_title')}
      width={400}
      data-testid={unsupported ? 'unsupported-browser-notice' : 'browser-alert'}
      footer={<Button onClick={dismiss}>{t('notice.understood')}</Button>}
    >
      <p style={{ margin: 0, lineHeight: 1.55 }}>
        {unsupported
          ? t('notice.unsupported_message')
          : isAndroid(navigator.userAgent)
            ? t('notice.browser_android')
            : t('notice.browser_ios')}
      </p>
    </Modal>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const BrowserNotices = memo(BrowserNoticesPart);
