import { RichText as SharedRichText, type RichTextProps } from '@site/shared/ui';

/**
 * An operator's text (a promotion's body, a bulletin), sanitised by sanitiseHtml of
 * @site/shared/ui; its headings sit under the page's or the dialog's own title.
 */
export function RichText(props: Omit<RichTextProps, 'headingLevel'>) {
  return <SharedRichText {...props} headingLevel={3} />;
}
