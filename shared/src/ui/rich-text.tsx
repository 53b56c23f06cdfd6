import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { readSiteLink } from '@site/shared/contracts';

/** Elements an operator's text may use, with what each becomes (headings by the level the page gives). */
const ALLOWED: Record<string, string> = {
  p: 'p',
  br: 'br',
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'u',
  s: 's',
  small: 'small',
  span: 'span',
  div: 'div',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  blockquote: 'blockquote',
  hr: 'hr',
  h1: 'h',
  h2: 'h',
  h3: 'h+1',
  h4: 'h+2',
  h5: 'h+2',
  h6: 'h+2',
  a: 'a',
};
/** Elements dropped with everything inside them (code, embedded documents, forms, media). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
  'video',
  'audio',
  'img',
]);
const VOID = new Set(['br', 'hr']);

/** How a page of the site is linked (an app passes its router's link; by default a plain one). */
export type SiteLinkRenderer = (to: string, key: string, children: ReactNode[]) => ReactNode;

export interface SanitiseOptions {
  /** The level the operator's h1/h2 become, under the page's or dialog's own title (default 2). */
  headingLevel?: 2 | 3;
  renderSiteLink?: SiteLinkRenderer;
}

const plainSiteLink: SiteLinkRenderer = (to, key, children) => createElement('a', { key, href: to }, ...children);

function headingOf(target: string, level: number): string {
  if (target === 'h') return `h${level}`;
  if (target === 'h+1') return `h${Math.min(level + 1, 4)}`;
  if (target === 'h+2') return `h${Math.min(level + 2, 4)}`;
  return target;
}

function toReact(node: Node, key: string, options: Required<SanitiseOptions>): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => toReact(child, `${key}.${i}`, options));
  const allowed = ALLOWED[tag];
  const target = allowed ? headingOf(allowed, options.headingLevel) : undefined;
  // Unknown elements keep their text: an operator's <font> or <center> still reads.
  if (!target) return createElement(Fragment, { key }, ...children);
  if (VOID.has(target)) return createElement(target, { key });
  if (target === 'a') {
    const link = readSiteLink(element.getAttribute('href'));
    if (!link) return createElement(Fragment, { key }, ...children);
    // A page of the site as the app links its pages; the web in a new tab.
    if (link.kind === 'internal') return options.renderSiteLink(link.to, key, children);
    return createElement('a', { key, href: link.href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  // No attribute is kept: no styles, handlers or classes from outside.
  return createElement(target, { key }, ...children);
}

/**
 * An operator's HTML as React elements, rebuilt from an allow-list of text elements without their
 * attributes (links keep a web or site address). Never set as innerHTML, so nothing in it runs.
 * Without a DOM parser the text is shown as paragraphs.
 */
export function sanitiseHtml(html: string, options: SanitiseOptions = {}): ReactNode[] {
  const resolved = { headingLevel: options.headingLevel ?? 2, renderSiteLink: options.renderSiteLink ?? plainSiteLink };
  if (typeof DOMParser === 'undefined') {
    return html
      .replace(/<[^>]*>/g, '\n')
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line, i) => createElement('p', { key: i }, line));
  }
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes).map((node, i) => toReact(node, String(i), resolved));
}

const Prose = styled.div(({ theme }) => ({
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  p: { margin: theme.space(0, 0, 3) },
  'ul, ol': { margin: theme.space(0, 0, 4), paddingLeft: theme.space(6) },
  li: { marginBottom: theme.space(1.5) },
  'li::marker': { color: theme.colors.primary },
  h2: { margin: theme.space(7, 0, 3), color: theme.colors.accent, fontSize: theme.fontSizes.xl, lineHeight: 1.3 },
  'h3, h4': { margin: theme.space(5, 0, 2), color: theme.colors.accent, fontSize: theme.fontSizes.lg },
  strong: { color: theme.colors.accent },
  a: { color: theme.colors.primaryHover, textDecoration: 'underline', textUnderlineOffset: 3 },
  'a:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2, borderRadius: 2 },
  blockquote: {
    margin: theme.space(0, 0, 4),
    padding: theme.space(3, 4),
    borderLeft: `3px solid ${theme.colors.primary}`,
    background: theme.colors.surfaceSunken,
    borderRadius: theme.radii.sm,
  },
  hr: { border: 0, borderTop: `1px solid ${theme.colors.border}`, margin: theme.space(5, 0) },
}));

export interface RichTextProps extends SanitiseOptions {
  html: string;
  className?: string;
  'data-testid'?: string;
}

/** An operator's text (a page, a promotion's body), sanitised by sanitiseHtml. */
export function RichText({ html, headingLevel, renderSiteLink, className, 'data-testid': testId }: RichTextProps) {
  const content = useMemo(
    () => sanitiseHtml(html, { headingLevel, renderSiteLink }),
    [html, headingLevel, renderSiteLink],
  );
  return (
    <Prose className={className} data-testid={testId}>
      {content}
    </Prose>
  );
}
