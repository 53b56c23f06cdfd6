import { RichText as SharedRichText, type RichTextProps, type SiteLinkRenderer } from '@site/shared/ui';
import { AppLink } from './app-link';

// A page of the site is reached through the shell (it owns the address).
const appLink: SiteLinkRenderer = (to, key, children) => (
  <AppLink key={key} to={to}>
    {children}
  </AppLink>
);

/** An operator's page body, sanitised (sanitiseHtml of @site/shared/ui), under the page's h1. */
export function RichText(props: Omit<RichTextProps, 'renderSiteLink'>) {
  return <SharedRichText {...props} renderSiteLink={appLink} />;
}
