import type { ReactNode } from 'react';
import { requestGame } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { visuallyHidden } from '@site/shared/ui';
import { AppLink } from '../../../components/app-link';
import type { BannerAction } from '../lib/banner-action';

export interface BannerTargetProps {
  action: BannerAction;
  /** The banner's picture, whose alt text names the link or button. */
  children: ReactNode;
  className?: string;
  /** -1 keeps a slide that is not shown out of the tab order. */
  tabIndex?: number;
}

/**
 * A banner as what it does: a link to a page of the site (the shell navigates, so the layout
 * follows), a link to the web, a button that asks the launcher for a game, or just the picture
 * (demo-mode builds, or a link that cannot be followed safely).
 */
export function BannerTarget({ action, children, className, tabIndex }: BannerTargetProps) {
  const t = useT('lobby');
  const newTab = <span css={visuallyHidden}>{t('banners.new_window')}</span>;
  if (action.kind === 'game') {
    return (
      <button
        type="button"
        className={className}
        tabIndex={tabIndex}
        onClick={() => requestGame(action.target)}
        data-banner-kind="game"
      >
        {children}
      </button>
    );
  }
  if (action.kind === 'link') {
    const { link, newWindow } = action;
    if (link.kind === 'internal' && !newWindow) {
      return (
        <AppLink to={link.to} className={className} tabIndex={tabIndex} data-banner-kind="internal">
          {children}
        </AppLink>
      );
    }
    return (
      <a
        href={link.kind === 'internal' ? link.to : link.href}
        className={className}
        tabIndex={tabIndex}
        data-banner-kind={link.kind}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newWindow ? <> {newTab}</> : null}
      </a>
    );
  }
  return (
    <div className={className} data-banner-kind="none">
      {children}
    </div>
  );
}
