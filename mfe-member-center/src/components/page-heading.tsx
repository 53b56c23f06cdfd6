import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

/** A member-centre page title with optional content beside it (a count, actions). */
export function PageHeading({
  id,
  title,
  aside,
  actions,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  actions?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <header
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: theme.space(3),
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), minWidth: 0 }}>
        <h1 id={id} css={{ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.black }}>
          {title}
        </h1>
        {aside}
      </div>
      {actions ? <div css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }}>{actions}</div> : null}
    </header>
  );
}
