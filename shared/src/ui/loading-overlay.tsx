import { keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { LOADING_OVERLAY_CLOSE_DELAY_MS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { Spinner } from './spinner';
import { useUiTheme } from './use-ui-theme';

export interface LoadingOverlayProps {
  visible: boolean;
  /** Read by screen readers and shown under the spinner; default "Loading…". */
  label?: string;
  /** Cover the window (default) or only the positioned parent. */
  fullScreen?: boolean;
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * A blocking loading layer. It appears at once and closes 400 ms after `visible` turns false
 * (SPEC §9 "loading overlay close delay 400 ms"), so quick successive loads do not flicker; turning
 * visible again within the delay keeps it up.
 */
export function LoadingOverlay({ visible, label, fullScreen = true }: LoadingOverlayProps) {
  const theme = useUiTheme();
  const { t } = useT('common');
  const [shown, setShown] = useState(visible);

  useEffect(() => {
    if (visible) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), LOADING_OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!shown) return null;
  const text = label ?? t('loading');
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={text}
      data-testid="loading-overlay"
      css={{
        position: fullScreen ? 'fixed' : 'absolute',
        inset: 0,
        zIndex: theme.zIndex.overlay,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 14,
        background: theme.colors.overlay,
        backdropFilter: 'blur(2px)',
        color: theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
        letterSpacing: '0.04em',
        animation: `${fadeIn} ${theme.motion.normal} ease-out`,
      }}
    >
      <Spinner size={44} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
