import { keyframes } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { CloseIcon } from './icons';
import { useUiTheme } from './use-ui-theme';

export interface ModalDialogProps {
  open: boolean;
  /** Called on Escape, a backdrop click and the close button. */
  onClose: () => void;
  /** Shown in the header and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  /** Maximum width on desktop, px (default 440). Under the mobile breakpoint the dialog is a full-width sheet. */
  width?: number;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  hideCloseButton?: boolean;
  /** The element to focus on open; default the first field, else the first focusable, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where to portal; default document.body. */
  container?: Element | null;
  className?: string;
  'data-testid'?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Open dialogs, innermost last: only the top one answers Escape and traps Tab. */
const openStack: symbol[] = [];
let lockedOverflow: string | null = null;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

/**
 * A dialog in a portal: role=dialog, aria-modal, named by its title; Escape and a backdrop click
 * close it; focus moves to its first field and comes back when it closes; Tab stays inside; the
 * page behind does not scroll. Under the mobile breakpoint (SPEC §2) it is a bottom sheet.
 */
export function Modal({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  width = 440,
  closeOnBackdrop = true,
  closeOnEscape = true,
  hideCloseButton = false,
  initialFocus,
  container,
  className,
  'data-testid': testId,
}: ModalDialogProps) {
  const theme = useUiTheme();
  const { t } = useT('common');
  const titleId = `modal-title-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openStack.push(token);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (openStack.length === 1) {
      lockedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }

    const dialog = dialogRef.current;
    const target =
      initialFocus?.current ??
      dialog?.querySelector<HTMLElement>(FIELDS) ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== token) return;
      if (event.key === 'Escape' && closeOnEscape) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab' && dialog) {
        const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          event.preventDefault();
          return;
        }
        if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.indexOf(token);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0 && lockedOverflow !== null) {
        document.body.style.overflow = lockedOverflow;
        lockedOverflow = null;
      }
      if (previouslyFocused && typeof previouslyFocused.focus === 'function' && document.contains(previouslyFocused)) {
        previouslyFocused.focus();
      }
    };
  }, [open, closeOnEscape, initialFocus]);

  if (!open || typeof document === 'undefined') return null;
  const { colors } = theme;

  return createPortal(
    // A press outside the dialog closes it; the keyboard has Escape (above) for the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-testid={testId ? `${testId}-backdrop` : 'modal-backdrop'}
      onMouseDown={(e) => {
        pressStartedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a press that started and ended on the backdrop closes: selecting text inside the
        // dialog and releasing outside must not.
        if (closeOnBackdrop && e.target === e.currentTarget && pressStartedOnBackdrop.current) onCloseRef.current();
        pressStartedOnBackdrop.current = false;
      }}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: colors.overlay,
        backdropFilter: 'blur(4px)',
        animation: `${fadeIn} ${theme.motion.normal} ease-out`,
        [mq.mobile]: { alignItems: 'flex-end', padding: 0 },
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={className}
        data-testid={testId}
        css={{
          position: 'relative',
          width: '100%',
          maxWidth: width,
          maxHeight: 'calc(100vh - 32px)',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          color: colors.text,
          background: theme.gradients.surface,
          border: `1px solid ${colors.borderStrong}`,
          borderRadius: theme.radii.lg,
          boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
          outline: 'none',
          animation: `${popIn} ${theme.motion.slow} ${theme.motion.easing}`,
          // A thin metallic edge along the top: the brand's signature on every dialog.
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            left: 24,
            right: 24,
            height: 1,
            background: `linear-gradient(90deg, transparent, ${colors.accent}, transparent)`,
          },
          [mq.mobile]: {
            maxWidth: '100%',
            maxHeight: '92vh',
            borderRadius: `${theme.radii.xl}px ${theme.radii.xl}px 0 0`,
            borderBottom: 0,
            animation: `${slideUp} ${theme.motion.slow} ${theme.motion.easing}`,
            paddingBottom: 'env(safe-area-inset-bottom)',
          },
        }}
      >
        {title || !hideCloseButton ? (
          <div css={{ display: 'flex', alignItems: 'center', gap: 12, padding: '18px 20px 8px' }}>
            {title ? (
              <h2
                id={titleId}
                css={{
                  flex: 1,
                  margin: 0,
                  fontSize: theme.fontSizes.xl,
                  fontWeight: theme.fontWeights.black,
                  letterSpacing: '0.01em',
                  background: theme.gradients.metalText,
                  WebkitBackgroundClip: 'text',
                  backgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                {title}
              </h2>
            ) : (
              <span css={{ flex: 1 }} />
            )}
            {hideCloseButton ? null : (
              <button
                type="button"
                onClick={() => onCloseRef.current()}
                aria-label={t('close')}
                css={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 32,
                  height: 32,
                  border: `1px solid ${colors.border}`,
                  borderRadius: '50%',
                  background: 'rgba(255, 255, 255, 0.03)',
                  color: colors.textMuted,
                  cursor: 'pointer',
                  transition: `all ${theme.motion.normal}`,
                  '&:hover': { color: colors.primary, borderColor: colors.primary, transform: 'rotate(90deg)' },
                }}
              >
                <CloseIcon size={16} />
              </button>
            )}
          </div>
        ) : null}
        {/* Focusable, so a keyboard can scroll a long body that has no control of its own (WCAG 2.1.1). */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          css={{
            padding: '8px 20px 20px',
            overflowY: 'auto',
            '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: -2 },
          }}
        >
          {children}
        </div>
        {footer ? (
          <div
            css={{
              display: 'flex',
              justifyContent: 'flex-end',
              gap: 12,
              padding: '14px 20px 18px',
              borderTop: `1px solid ${colors.border}`,
              [mq.mobile]: { '& > *': { flex: 1 } },
            }}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    container ?? document.body,
  );
}
