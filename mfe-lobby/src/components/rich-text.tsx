import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { readSiteLink } from '../config/paths';
import { AppLink } from './app-link';

/**
 * Elements an operator's text may use, with what each becomes. Headings are lowered so they sit
 * under the page's own h1 (the same allow-list as mfe-promotions' discount detail).
 */
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
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
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

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => toReact(child, `${key}.${i}`));
  const target = ALLOWED[tag];
  // Unknown elements keep their text: an operator's <font> or <center> still reads.
  if (!target) return createElement(Fragment, { key }, ...children);
  if (VOID.has(target)) return createElement(target, { key });
  if (target === 'a') {
    const link = readSiteLink(element.getAttribute('href'));
    if (!link) return createElement(Fragment, { key }, ...children);
    // A page of the site is reached through the shell (it owns the address); the web in a new tab.
    if (link.kind === 'internal') return createElement(AppLink, { key, to: link.to }, ...children);
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
export function sanitiseHtml(html: string): ReactNode[] {
  if (typeof DOMParser === 'undefined') {
    return html
      .replace(/<[^>]*>/g, '\n')
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line, i) => createElement('p', { key: i }, line));
  }
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes).map((node, i) => toReact(node, String(i)));
}

const Prose = styled.div(({ theme }) => ({
  color: theme.colors.text,
  fontSize: theme.fontSizes.lg - 1,
  lineHeight: 1.75,
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

export interface RichTextProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

/** An operator's page body, sanitised (sanitiseHtml). */
export function RichText({ html, className, 'data-testid': testId }: RichTextProps) {
  const content = useMemo(() => sanitiseHtml(html), [html]);
  return (
    <Prose className={className} data-testid={testId}>
      {content}
    </Prose>
  );
}
