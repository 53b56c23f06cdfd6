import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@site/shared/router';
import { useT } from '@site/shared/i18n';
import { visuallyHidden } from '@site/shared/ui';
import type { SiteLink as Target } from './site-content';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  link: Target;
  children: ReactNode;
}

/**
 * A link the platform gave: a page of the site through the router (the shell owns the address), the
 * web in a new window that cannot reach back into the page, said so to screen readers.
 */
export function SiteLink({ link, children, ...rest }: SiteLinkProps) {
  const { t } = useT('shell');
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span css={visuallyHidden}> {t('new_window')}</span>
    </a>
  );
}
