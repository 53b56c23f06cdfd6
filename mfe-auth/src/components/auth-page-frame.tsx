import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useBusValue } from '@site/shared/bus';

export interface AuthPageFrameProps {
  /** The page's accessible name. */
  label: string;
  mobile: boolean;
  /** The card's width on a desktop (a phone uses the whole screen). */
  width: number;
  header: ReactNode;
  /** What a member who is already logged in reads instead of the form. */
  loggedIn: (account: string) => string;
  /** The form, shown to visitors. */
  children: ReactNode;
  /** Shown under the form to everyone. */
  footer?: ReactNode;
}

/**
 * The card the login and sign-up pages share (the pages the dialogs become on a page of their own):
 * the brand header over the form, full screen on phones; a member already logged in is told so.
 */
export function AuthPageFrame({ label, mobile, width, header, loggedIn, children, footer }: AuthPageFrameProps) {
  const theme = useTheme();
  const session = useBusValue('session:changed');
  return (
    <main
      css={{
        display: 'flex',
        justifyContent: 'center',
        padding: mobile ? 0 : theme.space(10, 4),
        minHeight: mobile ? '100%' : undefined,
      }}
    >
      <section
        aria-label={label}
        css={{
          width: '100%',
          maxWidth: mobile ? '100%' : width,
          overflow: 'hidden',
          background: theme.gradients.surface,
          border: mobile ? 0 : `1px solid ${theme.colors.borderStrong}`,
          borderRadius: mobile ? 0 : theme.radii.lg,
          boxShadow: mobile ? undefined : theme.shadows.lg,
        }}
      >
        {header}
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), padding: theme.space(5) }}>
          {session?.status === 'member' ? (
            <p role="status" css={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>
              {loggedIn(session.member.member_account)}
            </p>
          ) : (
            children
          )}
          {footer}
        </div>
      </section>
    </main>
  );
}
