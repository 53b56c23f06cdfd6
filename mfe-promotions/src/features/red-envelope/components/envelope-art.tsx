import { useId } from 'react';

/**
 * The red envelope drawn by the project (no fetched artwork): a lacquer-red envelope with a darker
 * flap, gold trim and lattice, and a gold cash coin with a square hole as its seal. Pure shapes, so
 * it renders the same with any font. `size` is the width; the height follows (4:5).
 */
export function EnvelopeArt({ size = 200, open = false, title }: { size?: number; open?: boolean; title?: string }) {
  const id = useId().replace(/:/g, '');
  const red = `re-red-${id}`;
  const flap = `re-flap-${id}`;
  const gold = `re-gold-${id}`;
  const glow = `re-glow-${id}`;
  return (
    <svg
      width={size}
      height={(size * 5) / 4}
      viewBox="0 0 200 250"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={red} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8303a" />
          <stop offset="0.55" stopColor="#c3121f" />
          <stop offset="1" stopColor="#8f0a14" />
        </linearGradient>
        <linearGradient id={flap} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a40d18" />
          <stop offset="1" stopColor="#7a0710" />
        </linearGradient>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.45" stopColor="#f2c94c" />
          <stop offset="1" stopColor="#b8861b" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffe58a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffe58a" stopOpacity="0" />
        </radialGradient>
      </defs>
      {open && <circle cx="100" cy="118" r="96" fill={`url(#${glow})`} />}
      <rect x="20" y="24" width="160" height="212" rx="16" fill={`url(#${red})`} />
      <rect
        x="28"
        y="32"
        width="144"
        height="196"
        rx="11"
        fill="none"
        stroke={`url(#${gold})`}
        strokeWidth="2"
        opacity="0.75"
      />
      {/* Lattice in the lower part. */}
      <g stroke="#f2c94c" strokeOpacity="0.22" strokeWidth="1.5" fill="none">
        {[0, 1, 2, 3].map((i) => (
          <path key={i} d={`M40 ${172 + i * 14} l20 -10 l20 10 l20 -10 l20 10 l20 -10 l20 10 l20 -10`} />
        ))}
      </g>
      {/* The flap: closed it curves down over the seal; open it folds back up. */}
      {open ? (
        <path d="M20 40 Q100 -20 180 40 L180 52 Q100 6 20 52 Z" fill={`url(#${flap})`} />
      ) : (
        <path d="M20 40 Q20 24 36 24 L164 24 Q180 24 180 40 L180 84 Q100 136 20 84 Z" fill={`url(#${flap})`} />
      )}
      {!open && <path d="M20 84 Q100 136 180 84" fill="none" stroke={`url(#${gold})`} strokeWidth="2.5" />}
      {/* The seal: a gold cash coin with a square hole. */}
      <g transform={`translate(100 ${open ? 120 : 108})`}>
        <circle r="30" fill={`url(#${gold})`} stroke="#8a6212" strokeWidth="2" />
        <circle r="23" fill="none" stroke="#8a6212" strokeOpacity="0.55" strokeWidth="1.5" />
        <rect
          x="-8"
          y="-8"
          width="16"
          height="16"
          rx="1.5"
          fill={open ? '#c3121f' : '#a40d18'}
          stroke="#8a6212"
          strokeWidth="2"
        />
        {[0, 90, 180, 270].map((a) => (
          <circle
            key={a}
            r="2.6"
            cx={Math.round(15 * Math.cos((a * Math.PI) / 180))}
            cy={Math.round(15 * Math.sin((a * Math.PI) / 180))}
            fill="#8a6212"
            opacity="0.7"
          />
        ))}
      </g>
      {/* Sparkles. */}
      <g fill="#fff4c2">
        <path d="M160 60 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 z" opacity={open ? 1 : 0.8} />
        <path d="M44 150 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2 z" opacity="0.7" />
      </g>
    </svg>
  );
}
