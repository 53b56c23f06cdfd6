import { useId } from 'react';
import { useTheme } from '@emotion/react';

type Point = [x: number, y: number, size: number];
const COINS: Point[] = [
  [112, 262, 26],
  [82, 214, 16],
  [420, 120, 18],
];
const SPARKLES: Point[] = [
  [96, 84, 12],
  [404, 54, 9],
  [356, 318, 8],
  [180, 320, 6],
];
const DIE_PIPS: Array<[number, number]> = [
  [-14, -14],
  [14, -14],
  [0, 0],
  [-14, 14],
  [14, 14],
];

/** A four-pointed sparkle centred on (x, y). */
const sparkle = ([x, y, s]: Point) =>
  `M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z`;

/**
 * The hero's artwork: a casino chip over two fanned cards, a die, coins and sparkles, drawn in the
 * brand theme's colours (so the jade brand gets a jade chip). Pure SVG: no image request, sharp at
 * any size, and nothing in it pretends to be data.
 */
export function HeroArt({ className }: { className?: string }) {
  const { colors } = useTheme();
  const id = useId().replace(/:/g, '');
  const g = (name: string) => `${id}-${name}`;
  const chipEdges = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg className={className} viewBox="0 0 480 360" role="img" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={g('glow')} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor={colors.primary} stopOpacity="0.45" />
          <stop offset="1" stopColor={colors.primary} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={g('metal')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors.accent} />
          <stop offset="0.55" stopColor={colors.primary} />
          <stop offset="1" stopColor={colors.primaryActive} />
        </linearGradient>
        <linearGradient id={g('card')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e9e4d6" />
        </linearGradient>
        <linearGradient id={g('chipFace')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.highlight} />
          <stop offset="1" stopColor="#7a0f1c" />
        </linearGradient>
        <filter id={g('shadow')} x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#000" floodOpacity="0.55" />
        </filter>
      </defs>

      <circle cx="250" cy="180" r="170" fill={`url(#${g('glow')})`} />
      <circle
        cx="250"
        cy="180"
        r="150"
        fill="none"
        stroke={colors.primary}
        strokeOpacity="0.18"
        strokeDasharray="2 10"
      />
      <circle cx="250" cy="180" r="120" fill="none" stroke={colors.accent} strokeOpacity="0.12" />

      {/* Two fanned cards: ace of spades and ace of hearts. */}
      <g filter={`url(#${g('shadow')})`}>
        <g transform="translate(150 60) rotate(-16 60 85)">
          <rect width="120" height="170" rx="12" fill={`url(#${g('card')})`} stroke={colors.primary} strokeWidth="2" />
          <text x="14" y="34" fontSize="26" fontWeight="800" fill="#141414" fontFamily="Georgia, serif">
            A
          </text>
          <path
            d="M60 62c-18 18-30 28-30 42 0 10 8 17 17 17 5 0 9-2 11-5-1 8-4 13-8 17h20c-4-4-7-9-8-17 2 3 6 5 11 5 9 0 17-7 17-17 0-14-12-24-30-42z"
            fill="#141414"
          />
        </g>
        <g transform="translate(230 54) rotate(12 60 85)">
          <rect width="120" height="170" rx="12" fill={`url(#${g('card')})`} stroke={colors.primary} strokeWidth="2" />
          <text x="14" y="34" fontSize="26" fontWeight="800" fill={colors.highlight} fontFamily="Georgia, serif">
            A
          </text>
          <path
            d="M60 128c-24-18-36-30-36-44 0-11 8-19 18-19 8 0 14 5 18 12 4-7 10-12 18-12 10 0 18 8 18 19 0 14-12 26-36 44z"
            fill={colors.highlight}
          />
        </g>
      </g>

      {/* The chip. */}
      <g transform="translate(250 236)" filter={`url(#${g('shadow')})`}>
        <circle r="78" fill={`url(#${g('metal')})`} />
        <circle r="70" fill={`url(#${g('chipFace')})`} />
        {chipEdges.map((angle) => (
          <rect
            key={angle}
            x="-9"
            y="-78"
            width="18"
            height="22"
            rx="3"
            fill="#fff"
            opacity="0.92"
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r="48" fill="none" stroke={`url(#${g('metal')})`} strokeWidth="5" />
        <circle r="40" fill={`url(#${g('chipFace')})`} />
        <path d="M0 -26l7 17 19 2-14 12 4 18L0 14l-16 9 4-18-14-12 19-2z" fill={`url(#${g('metal')})`} />
      </g>

      {/* A die, tumbling. */}
      <g transform="translate(384 226) rotate(18)" filter={`url(#${g('shadow')})`}>
        <rect x="-30" y="-30" width="60" height="60" rx="12" fill="#fdfbf5" stroke={colors.primary} strokeWidth="2" />
        {DIE_PIPS.map(([x, y]) => (
          <circle key={`${x}${y}`} cx={x} cy={y} r="5.5" fill={x === 0 ? colors.highlight : '#1b1b1b'} />
        ))}
      </g>

      {/* Coins. */}
      {COINS.map(([x, y, r]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <ellipse rx={r} ry={r * 0.92} fill={`url(#${g('metal')})`} />
          <ellipse
            rx={r * 0.68}
            ry={r * 0.62}
            fill="none"
            stroke={colors.onPrimary}
            strokeOpacity="0.35"
            strokeWidth="2"
          />
        </g>
      ))}

      {/* Sparkles. */}
      {SPARKLES.map((p) => (
        <path key={`${p[0]}-${p[1]}`} d={sparkle(p)} fill={colors.accent} />
      ))}
    </svg>
  );
}
