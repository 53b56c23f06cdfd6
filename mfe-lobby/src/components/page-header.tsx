import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { mq } from '@site/shared/theme';
import { AppLink } from './app-link';

const Header = styled.header(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(6),
  padding: theme.space(8, 10),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: [
    `radial-gradient(520px 260px at 85% 40%, ${theme.colors.primary}29, transparent 70%)`,
    `radial-gradient(420px 240px at 0% 0%, ${theme.colors.highlight}1a, transparent 70%)`,
    `linear-gradient(135deg, ${theme.colors.surfaceRaised} 0%, ${theme.colors.surfaceSunken} 100%)`,
  ].join(', '),
  boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
  // The brocade lattice of the lobby's hero, faint, so every hall reads as part of the same house.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    opacity: 0.45,
    backgroundImage: `repeating-linear-gradient(45deg, ${theme.colors.primary}0d 0 1px, transparent 1px 22px), repeating-linear-gradient(-45deg, ${theme.colors.primary}0d 0 1px, transparent 1px 22px)`,
    maskImage: 'linear-gradient(90deg, transparent 30%, #000 100%)',
  },
  '.logo': {
    position: 'relative',
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: 112,
    height: 112,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surfaceSunken,
    boxShadow: theme.shadows.glow,
    img: { maxWidth: '80%', maxHeight: '70%', objectFit: 'contain' },
  },
  '.copy': { position: 'relative', flex: '1 1 auto', minWidth: 0 },
  '.back': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    marginBottom: theme.space(2),
    color: theme.colors.primary,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
    textDecoration: 'none',
    borderRadius: 4,
    '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  '.eyebrow': {
    display: 'block',
    color: theme.colors.accent,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: 1.2,
    textTransform: 'uppercase',
  },
  h1: {
    margin: theme.space(1.5, 0, 2),
    fontSize: 36,
    fontWeight: theme.fontWeights.black,
    letterSpacing: '-0.02em',
    lineHeight: 1.1,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  '.description': {
    maxWidth: 720,
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.lg - 1,
    lineHeight: 1.6,
  },
  '.badges': { display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginTop: theme.space(3) },
  '.actions': { position: 'relative', flex: 'none', display: 'flex', gap: theme.space(3) },
  [mq.mobile]: {
    flexWrap: 'wrap',
    gap: theme.space(3),
    padding: theme.space(5, 4),
    borderRadius: theme.radii.lg,
    '.logo': { width: 64, height: 64, borderRadius: theme.radii.md },
    '.copy': { flexBasis: 'calc(100% - 80px)' },
    h1: { fontSize: 26, margin: theme.space(1, 0, 1) },
    '.description': { fontSize: theme.fontSizes.md, lineHeight: 1.5 },
    '.actions': { flexBasis: '100%', '& > *': { flex: 1 } },
  },
}));

/** A small pill beside a page's title (maintenance, members only, in-house). */
export const HeaderBadge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: theme.space(1, 3),
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceSunken,
  color: theme.colors.text,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  '&[data-kind="maintain"]': { borderColor: theme.colors.danger, color: theme.colors.dangerHover },
  '&[data-kind="members"]': { borderColor: theme.colors.primary, color: theme.colors.accent },
}));

export interface PageHeaderProps {
  title: string;
  titleId: string;
  eyebrow?: string;
  description?: string;
  logo?: string | null;
  badges?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  'data-testid'?: string;
}

/** The head of a lobby page (a hall, a room, a provider, a content page): its one h1, what it is, and what can be done there. */
export function PageHeader({
  title,
  titleId,
  eyebrow,
  description,
  logo,
  badges,
  actions,
  back,
  'data-testid': testId,
}: PageHeaderProps) {
  return (
    <Header data-testid={testId}>
      {logo ? (
        <span className="logo" aria-hidden="true">
          <img src={logo} alt="" />
        </span>
      ) : null}
      <div className="copy">
        {back ? (
          <AppLink className="back" to={back.to}>
            <span aria-hidden="true">←</span>
            {back.label}
          </AppLink>
        ) : null}
        {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
        <h1 id={titleId}>{title}</h1>
        {description ? <p className="description">{description}</p> : null}
        {badges ? <div className="badges">{badges}</div> : null}
      </div>
      {actions ? <div className="actions">{actions}</div> : null}
    </Header>
  );
}
