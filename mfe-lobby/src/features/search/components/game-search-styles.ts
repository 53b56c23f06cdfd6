import { keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { SITE_HEADER_HEIGHT_VAR } from '@site/shared/constants';
import { mix, mq, themeStyles } from '@site/shared/theme';

/** Phones and tablets: whatever the width, a finger needs 44 px targets and 16 px text (no iOS zoom). */
const touch = '@media (pointer: coarse)';

/** The surfaces and inks of the popup, shared by the styles and the contrast test. */
export const searchColours = (theme: Theme) => ({
  popup: theme.colors.surfaceRaised,
  field: theme.colors.surfaceSunken,
  active: mix(theme.colors.primary, theme.colors.surfaceRaised, 0.12),
  hover: mix(theme.colors.text, theme.colors.surfaceRaised, 0.05),
  maintenance: mix(theme.colors.danger, theme.colors.surfaceRaised, 0.22),
  text: theme.colors.text,
  muted: theme.colors.textMuted,
  match: theme.colors.accent,
  hot: theme.colors.warning,
  fresh: theme.colors.success,
});

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.99)' },
  to: { opacity: 1, transform: 'none' },
});

export const Root = styled.div(({ theme }) => ({
  position: 'relative',
  width: '100%',
  // Scrolled up to give its results room: it stops below the site's sticky header.
  scrollMarginTop: `calc(var(${SITE_HEADER_HEIGHT_VAR}, 0px) + ${theme.space(2)})`,
  fontFamily: theme.fonts.body,
  color: theme.colors.text,
}));

/** The box's height, which its placeholder keeps while the catalogue loads. */
export const FIELD_HEIGHT_PX = 48;

export const Field = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  height: FIELD_HEIGHT_PX,
  padding: theme.space(0, 1.5, 0, 4),
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: searchColours(theme).field,
  boxShadow: 'inset 0 1px 2px rgba(0, 0, 0, 0.35)',
  transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
  '.search-icon': { flex: 'none', color: theme.colors.textMuted, transition: `color ${theme.motion.normal}` },
  '&:hover': { borderColor: theme.colors.borderStrong },
  // The ring sits on the whole field, so the input itself needs no outline of its own.
  '&:focus-within': {
    borderColor: theme.colors.primary,
    boxShadow: `inset 0 1px 2px rgba(0, 0, 0, 0.35), 0 0 0 3px ${theme.colors.focusRing}`,
  },
  '&:focus-within .search-icon': { color: theme.colors.primary },
  [mq.mobile]: { padding: theme.space(0, 1, 0, 3.5) },
  [mq.reducedMotion]: { transition: 'none', '.search-icon': { transition: 'none' } },
}));

export const Input = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
  '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
  [mq.mobile]: { fontSize: theme.fontSizes.lg },
  [touch]: { fontSize: theme.fontSizes.lg },
}));

export const ClearButton = styled.button(({ theme }) => ({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  transition: `color ${theme.motion.fast}, background ${theme.motion.fast}`,
  '&:hover': { color: theme.colors.text, background: searchColours(theme).hover },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
  [mq.mobile]: { width: 44, height: 44 },
  [touch]: { width: 44, height: 44 },
  [mq.reducedMotion]: { transition: 'none' },
  '&[hidden]': { display: 'none' },
}));

export const Popup = styled.div(({ theme }) => ({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: 0,
  right: 0,
  // Over the page content, under the site header when the page scrolls beneath it.
  zIndex: theme.zIndex.header - 1,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: searchColours(theme).popup,
  boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
  transformOrigin: 'top center',
  animation: `${popIn} ${theme.motion.normal} ${theme.motion.easing}`,
  '&[hidden]': { display: 'none' },
  [mq.mobile]: { top: 'calc(100% + 6px)', borderRadius: theme.radii.md },
  [mq.reducedMotion]: { animation: 'none' },
}));

/**
 * The results and what is inside them. A result is a plain `li.option` and its labels `span.tag`,
 * styled here once per theme: a styled element per result had emotion build, hash and look up the
 * same styles for each of twenty results at every keystroke.
 */
export const List = styled.ul(
  themeStyles((theme) => {
    const colours = searchColours(theme);
    const tone = (ink: string, border = 'currentColor', background = 'transparent') => ({
      color: ink,
      borderColor: border,
      background,
    });
    return {
      listStyle: 'none',
      margin: 0,
      padding: theme.space(1.5),
      maxHeight: 'min(480px, 60vh)',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      '&[hidden]': { display: 'none' },
      // With the phone keyboard up, the dynamic viewport is what is left to show results in.
      [mq.mobile]: { maxHeight: ['50vh', '50dvh'], padding: theme.space(1) },
      '.option': {
        display: 'grid',
        gridTemplateColumns: '48px minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: theme.space(3),
        minHeight: 60,
        padding: theme.space(1.5, 2.5),
        borderRadius: theme.radii.md,
        cursor: 'pointer',
        scrollMargin: theme.space(1.5),
        transition: `background ${theme.motion.fast}, box-shadow ${theme.motion.fast}`,
        '& + .option': { marginTop: 2 },
        '.thumb': {
          position: 'relative',
          width: 48,
          height: 48,
          overflow: 'hidden',
          borderRadius: theme.radii.sm,
          border: `1px solid ${theme.colors.border}`,
          background: `linear-gradient(160deg, ${theme.colors.surface}, ${theme.colors.surfaceSunken})`,
        },
        '.pic': { position: 'absolute', inset: 0, backgroundSize: 'cover', backgroundPosition: 'center' },
        '&[data-kind="provider"] .thumb': { background: theme.colors.surfaceSunken },
        '&[data-kind="provider"] .pic': { inset: 6, backgroundSize: 'contain', backgroundRepeat: 'no-repeat' },
        '&[data-maintain="true"] .pic': { filter: 'grayscale(.85)', opacity: 0.55 },
        '.text': { display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 },
        '.title': { display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 },
        '.name': {
          minWidth: 0,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          fontSize: theme.fontSizes.md,
          fontWeight: theme.fontWeights.bold,
          color: colours.text,
        },
        '.meta': {
          minWidth: 0,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          fontSize: theme.fontSizes.xs,
          color: colours.muted,
        },
        mark: { background: 'transparent', color: colours.match, fontWeight: theme.fontWeights.black },
        '.go': {
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: `1px solid ${theme.colors.borderStrong}`,
          color: colours.muted,
          transition: `background ${theme.motion.fast}, color ${theme.motion.fast}, border-color ${theme.motion.fast}`,
        },
        '.go[data-wide="true"]': {
          width: 'auto',
          gap: 6,
          padding: theme.space(0, 3),
          borderRadius: theme.radii.pill,
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.bold,
          whiteSpace: 'nowrap',
        },
        '&[aria-selected="true"]': { background: colours.active, boxShadow: `inset 3px 0 0 ${theme.colors.primary}` },
        '&[aria-selected="true"] .go': {
          borderColor: 'transparent',
          background: theme.gradients.primary,
          color: theme.colors.onPrimary,
        },
        '@media (hover: hover)': {
          '&:hover': { background: colours.hover },
          '&[aria-selected="true"]:hover': { background: colours.active },
        },
        [mq.mobile]: {
          gridTemplateColumns: '44px minmax(0, 1fr) auto',
          gap: theme.space(2.5),
          minHeight: 56,
          padding: theme.space(1.5, 2),
          '.thumb': { width: 44, height: 44 },
          '.go[data-wide="true"]': { width: 32, padding: 0 },
          '.go-label': { display: 'none' },
        },
        [mq.reducedMotion]: { transition: 'none', '.go': { transition: 'none' } },
      },
      /* Small inline labels on a result: provider, maintenance, hot, new. */
      '.tag': {
        flex: 'none',
        padding: '0 6px',
        borderRadius: theme.radii.sm,
        border: '1px solid currentColor',
        fontSize: 10,
        fontWeight: theme.fontWeights.bold,
        lineHeight: '16px',
        letterSpacing: 0.3,
        textTransform: 'uppercase',
        whiteSpace: 'nowrap',
        '&[data-tone="provider"]': tone(colours.match),
        '&[data-tone="hot"]': tone(colours.hot),
        '&[data-tone="new"]': tone(colours.fresh),
        '&[data-tone="maintenance"]': tone(colours.text, theme.colors.danger, colours.maintenance),
      },
    };
  }),
);

export const Empty = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(1.5),
  padding: theme.space(6, 5),
  textAlign: 'center',
  svg: { color: theme.colors.primary, opacity: 0.85 },
  strong: { fontSize: theme.fontSizes.md, color: theme.colors.text, overflowWrap: 'anywhere' },
  p: { margin: 0, maxWidth: 360, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  '&[hidden]': { display: 'none' },
}));

export const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.space(2, 4),
  padding: theme.space(2, 3.5),
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
  '.keys': { display: 'flex', gap: theme.space(3), marginLeft: 'auto' },
  kbd: {
    display: 'inline-block',
    minWidth: 20,
    marginRight: 4,
    padding: '0 5px',
    borderRadius: 4,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fonts.mono,
    fontSize: 11,
    lineHeight: '18px',
    textAlign: 'center',
  },
  // Keyboard hints mean nothing on a touch screen.
  [mq.mobile]: { '.keys': { display: 'none' } },
  [touch]: { '.keys': { display: 'none' } },
  '&[hidden]': { display: 'none' },
}));
