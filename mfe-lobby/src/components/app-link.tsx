import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { bus } from '@site/shared/bus';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site address ('/slotgame?gp_id=…'). */
  to: string;
}

/** A plain left click, which the site answers itself; any other keeps the browser's own behaviour (a new tab). */
export const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a page of the site. A plain click asks the shell to navigate (the shell owns the browser
 * address, so its layout follows); a middle or modified click keeps the browser's own behaviour
 * (a new tab), which is why this is a real anchor with an href.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onClick, children, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (!plainClick(event)) return;
    event.preventDefault();
    bus.emit('nav:navigate', { to });
  };
  return (
    <a ref={ref} href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
});
