import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useFormState } from 'react-final-form';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@site/shared/ui';

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

/**
 * A framed message with its icon, a title, text and actions: the bank-verification prompt, a missing
 * withdraw password, a form's failure. `role="alert"` for something that just went wrong.
 */
export function Notice({
  tone,
  title,
  children,
  actions,
  role,
  'data-testid': testId,
}: {
  tone: NoticeTone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status' | 'region';
  'data-testid'?: string;
}) {
  const theme = useTheme();
  const color = {
    info: theme.colors.info,
    warning: theme.colors.warning,
    danger: theme.colors.danger,
    success: theme.colors.success,
  }[tone];
  const Icon = { info: InfoIcon, warning: WarningIcon, danger: ErrorIcon, success: SuccessIcon }[tone];
  return (
    <div
      role={role}
      data-testid={testId}
      data-tone={tone}
      css={{
        display: 'flex',
        gap: theme.space(3),
        alignItems: 'flex-start',
        padding: theme.space(4, 5),
        borderRadius: theme.radii.lg,
        border: `1px solid ${color}55`,
        background: `linear-gradient(135deg, ${color}1a 0%, transparent 70%), ${theme.colors.surface}`,
        boxShadow: theme.shadows.sm,
      }}
    >
      <span aria-hidden="true" css={{ flex: 'none', color, display: 'grid', placeItems: 'center', paddingTop: 2 }}>
        <Icon size={22} />
      </span>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), minWidth: 0, flex: 1 }}>
        <strong css={{ fontSize: theme.fontSizes.lg, color: theme.colors.text }}>{title}</strong>
        {children ? (
          <div css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.md, lineHeight: 1.55 }}>{children}</div>
        ) : null}
        {actions ? (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginTop: theme.space(1) }}>
            {actions}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A form's refusal above its button (final-form's `submitError`), until the member changes
 * something. Inside a react-final-form `Form`, whose state it reads.
 */
export function FormFailure({ title, 'data-testid': testId }: { title: ReactNode; 'data-testid'?: string }) {
  const state = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  const error: unknown = state.submitError;
  if (typeof error !== 'string' || !error || state.dirtySinceLastSubmit) return null;
  return (
    <Notice tone="danger" role="alert" title={title} data-testid={testId}>
      {error}
    </Notice>
  );
}
