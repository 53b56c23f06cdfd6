import { keyframes } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { bus as defaultBus, useBusEvent, type Bus } from '@site/shared/bus';
import { SITE_HEADER_HEIGHT_VAR, TOAST_MS, TOAST_OFFSET_PX } from '@site/shared/constants';
import type { BusEvents, ToastKind } from '@site/shared/contracts';
import { translateMessage, useT } from '@site/shared/i18n';
import type { SiteTheme } from '@site/shared/theme';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { useUiTheme } from './use-ui-theme';

/** How long the fade-out lasts before a toast leaves the page. */
export const TOAST_FADE_MS = 300;

type ToastEntry = BusEvents['toast:show'] & {
  id: number;
  /** Bumped when the same message is shown again while visible: its timer restarts. */
  version: number;
  leaving: boolean;
};

export interface ToasterProps {
  /** The bus to listen on (default the page's bus; tests pass their own). */
  bus?: Bus;
  /** At most this many toasts at once; the oldest leaves first (default 4). */
  max?: number;
}

const ICONS: Record<ToastKind, ReactNode> = {
  success: <SuccessIcon size={20} />,
  error: <ErrorIcon size={20} />,
  warning: <WarningIcon size={20} />,
  info: <InfoIcon size={20} />,
};

const kindColor = (theme: SiteTheme, kind: ToastKind): string =>
  ({
    success: theme.colors.success,
    error: theme.colors.danger,
    warning: theme.colors.warning,
    info: theme.colors.info,
  })[kind];

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Renders the toasts of `toast:show` (SPEC §4, §9): each fades after 3000 ms (or its duration),
 * pauses while hovered, and Escape closes them; stacked from 16 px below the top. Errors and
 * warnings are announced at once (role=alert), the others politely (role=status). Keys are
 * translated; server messages are shown as they are. The shell renders one; so does a dev harness.
 */
export function Toaster({ bus = defaultBus, max = 4 }: ToasterProps) {
  const theme = useUiTheme();
  const { t } = useT('common'); // re-render on a language change
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  useBusEvent(
    'toast:show',
    (payload) => {
      setToasts((list) => {
        const same = list.find((x) => !x.leaving && x.kind === payload.kind && x.message === payload.message);
        if (same) return list.map((x) => (x === same ? { ...x, ...payload, version: x.version + 1 } : x));
        const added = [...list, { ...payload, id: nextId.current++, version: 0, leaving: false }];
        const visible = added.filter((x) => !x.leaving);
        const overflow = visible.length - max;
        if (overflow <= 0) return added;
        const dropping = new Set(visible.slice(0, overflow).map((x) => x.id));
        return added.map((x) => (dropping.has(x.id) ? { ...x, leaving: true } : x));
      });
    },
    bus,
  );

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((x) => (x.id === id ? { ...x, leaving: true } : x)));
  }, []);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);

  const hasVisible = toasts.some((x) => !x.leaving);
  useEffect(() => {
    if (!hasVisible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setToasts((list) => list.map((x) => ({ ...x, leaving: true })));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasVisible]);

  return (
    <div
      role="region"
      aria-label={t('notifications')}
      data-testid="toaster"
      css={{
        position: 'fixed',
        // Below the page's header (the shell sets its height; 0 where there is none), so a toast never
        // covers the balance or the menu.
        top: `calc(var(${SITE_HEADER_HEIGHT_VAR}, 0px) + ${TOAST_OFFSET_PX}px)`,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndex.toast,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 10,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((entry) => (
        <ToastItem
          key={entry.id}
          entry={entry}
          theme={theme}
          closeLabel={t('close')}
          onDismiss={dismiss}
          onGone={remove}
        />
      ))}
    </div>
  );
}

function ToastItem({
  entry,
  theme,
  closeLabel,
  onDismiss,
  onGone,
}: {
  entry: ToastEntry;
  theme: SiteTheme;
  closeLabel: string;
  onDismiss: (id: number) => void;
  onGone: (id: number) => void;
}) {
  const { id, kind, message, params, duration = TOAST_MS, version, leaving } = entry;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const startedAt = useRef(0);

  // A repeated message starts its full time again.
  useEffect(() => {
    remaining.current = duration;
  }, [version, duration]);

  // Count down while shown and not hovered; hovering pauses with the time left kept.
  useEffect(() => {
    if (leaving || paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [leaving, paused, version, id, onDismiss]);

  // Fade, then leave the page.
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onGone(id), TOAST_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving, id, onGone]);

  const color = kindColor(theme, kind);
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-kind={kind}
      data-state={leaving ? 'leaving' : 'shown'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      css={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        minWidth: 260,
        maxWidth: 480,
        padding: '12px 12px 12px 14px',
        borderRadius: theme.radii.md,
        background: `linear-gradient(90deg, ${color}1f, transparent 45%), ${theme.colors.surfaceRaised}`,
        border: `1px solid ${color}55`,
        borderLeft: `3px solid ${color}`,
        boxShadow: theme.shadows.lg,
        color: theme.colors.text,
        backdropFilter: 'blur(8px)',
        fontSize: theme.fontSizes.md,
        animation: `${enter} ${theme.motion.slow} ${theme.motion.easing}`,
        transition: `opacity ${TOAST_FADE_MS}ms ease, transform ${TOAST_FADE_MS}ms ease`,
        opacity: leaving ? 0 : 1,
        transform: leaving ? 'translateY(-8px)' : 'none',
      }}
    >
      <span css={{ color, display: 'grid', placeItems: 'center', flex: 'none' }}>{ICONS[kind]}</span>
      <span css={{ flex: 1, lineHeight: 1.45, wordBreak: 'break-word' }}>{translateMessage(message, params)}</span>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => onDismiss(id)}
        css={{
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          width: 26,
          height: 26,
          border: 0,
          borderRadius: '50%',
          background: 'transparent',
          color: theme.colors.textMuted,
          cursor: 'pointer',
          '&:hover': { color: theme.colors.text, background: 'rgba(255, 255, 255, 0.08)' },
        }}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}
