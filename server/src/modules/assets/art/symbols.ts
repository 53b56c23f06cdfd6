/**
 * The centre pieces of the game tiles, one family per game type: reels, cherries, sevens, gems and
 * coins for slots; cards, chips, roulette wheels and dice for live casino and card games; a football
 * for sport; numbered balls for lottery; a screen for virtual sport; a rooster for cockfight; a
 * controller for esport. Each draws around (0, 0), about 180 x 140, with ids prefixed by `p`.
 */
import { darken, esc, FONT_DISPLAY, lighten, mix, n, polygon, sector } from './util';

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export interface SymbolArt {
  defs: string;
  body: string;
}

type Rand = () => number;

// --- shared pieces -----------------------------------------------------------------------------

/** Gold, chrome and gem gradients every symbol may use: url(#{p}gold), url(#{p}chrome). */
export function commonDefs(p: string): string {
  return `
<linearGradient id="${p}gold" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff6c7"/><stop offset=".35" stop-color="#f9d457"/>
  <stop offset=".65" stop-color="#d9961c"/><stop offset="1" stop-color="#8a5a0b"/>
</linearGradient>
<linearGradient id="${p}goldH" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#e8b53a"/><stop offset="1" stop-color="#9c6410"/>
</linearGradient>
<linearGradient id="${p}chrome" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#e6e9ef"/><stop offset=".55" stop-color="#c9ced8"/><stop offset="1" stop-color="#f4f6fa"/>
</linearGradient>
<linearGradient id="${p}card" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eceff4"/>
</linearGradient>
<radialGradient id="${p}red" cx=".35" cy=".3" r=".8">
  <stop offset="0" stop-color="#ff8a8a"/><stop offset=".45" stop-color="#e0202f"/><stop offset="1" stop-color="#7a0a12"/>
</radialGradient>
<filter id="${p}shadow" x="-30%" y="-30%" width="160%" height="160%">
  <feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".45"/>
</filter>`;
}

const HEART = 'M50 90C22 68 4 50 4 30 4 15 15 5 29 5c9 0 17 5 21 13 4-8 12-13 21-13 14 0 25 10 25 25 0 20-18 38-46 60Z';
const SPADE =
  'M50 4C78 30 96 45 96 62c0 14-11 22-23 22-9 0-16-4-20-11 1 10 5 17 12 24H35c7-7 11-14 12-24-4 7-11 11-20 11C15 84 4 76 4 62 4 45 22 30 50 4Z';
const DIAMOND = 'M50 2 90 50 50 98 10 50Z';
const CLUB =
  'M50 6a21 21 0 0 1 18 32 21 21 0 1 1-12 37c1 9 5 15 11 21H33c6-6 10-12 11-21a21 21 0 1 1-12-37A21 21 0 0 1 50 6Z';
const SUITS = { heart: HEART, spade: SPADE, diamond: DIAMOND, club: CLUB } as const;
type Suit = keyof typeof SUITS;
const suitColor = (s: Suit) => (s === 'heart' || s === 'diamond' ? '#d6182b' : '#1d1f2b');

/** A suit shape of size s centred on (x, y). */
const suit = (s: Suit, x: number, y: number, size: number) =>
  `<path d="${SUITS[s]}" fill="${suitColor(s)}" transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(size / 100)})"/>`;

/** A playing card, 64 x 90, centred on (0, 0), rotated by `angle` around (px, py). */
function card(p: string, rank: string, s: Suit, angle: number, px = 0, py = 60, dx = 0): string {
  const color = suitColor(s);
  return `<g transform="rotate(${angle} ${px} ${py}) translate(${dx} 0)" filter="url(#${p}shadow)">
  <rect x="-32" y="-45" width="64" height="90" rx="7" fill="url(#${p}card)" stroke="#c9ced8" stroke-width="1"/>
  <text x="-25" y="-26" font-family="${FONT_DISPLAY}" font-weight="900" font-size="17" fill="${color}">${esc(rank)}</text>
  ${suit(s, -19, -14, 11)}
  ${suit(s, 2, 10, 34)}
  <g transform="rotate(180 0 0)"><text x="-25" y="-26" font-family="${FONT_DISPLAY}" font-weight="900" font-size="17" fill="${color}">${esc(rank)}</text></g>
</g>`;
}

/** A casino chip of radius r at (x, y). */
function chip(p: string, x: number, y: number, r: number, color: string, label: string): string {
  return `<g transform="translate(${n(x)} ${n(y)})" filter="url(#${p}shadow)">
  <circle r="${n(r)}" fill="${color}"/>
  <circle r="${n(r * 0.82)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.3)}" stroke-dasharray="${n(r * 0.42)} ${n(r * 0.43)}"/>
  <circle r="${n(r * 0.62)}" fill="${lighten(color, 0.15)}" stroke="#fff" stroke-width="${n(r * 0.05)}" stroke-dasharray="${n(r * 0.12)} ${n(r * 0.08)}"/>
  <circle r="${n(r)}" fill="none" stroke="${darken(color, 0.35)}" stroke-width="1.5"/>
  <text y="${n(r * 0.2)}" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="${n(r * 0.55)}" fill="#fff">${esc(label)}</text>
</g>`;
}

/** A die with `pips` (1..6) at (x, y), side s, rotated. */
function die(p: string, x: number, y: number, s: number, pips: number, angle: number, pipColor = '#1d1f2b'): string {
  const h = s / 2;
  const q = s * 0.27;
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-q, -q],
      [q, q],
    ],
    3: [
      [-q, -q],
      [0, 0],
      [q, q],
    ],
    4: [
      [-q, -q],
      [q, -q],
      [-q, q],
      [q, q],
    ],
    5: [
      [-q, -q],
      [q, -q],
      [0, 0],
      [-q, q],
      [q, q],
    ],
    6: [
      [-q, -q],
      [q, -q],
      [-q, 0],
      [q, 0],
      [-q, q],
      [q, q],
    ],
  };
  const dots = spots[pips]!.map(
    ([dx, dy]) =>
      `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(s * (pips === 1 ? 0.13 : 0.085))}" fill="${pips === 1 ? '#d6182b' : pipColor}"/>`,
  ).join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})" filter="url(#${p}shadow)">
  <rect x="${n(-h)}" y="${n(-h)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.18)}" fill="url(#${p}card)" stroke="#b8bfcc" stroke-width="1.2"/>
  <rect x="${n(-h + 3)}" y="${n(-h + 3)}" width="${n(s - 6)}" height="${n(s * 0.35)}" rx="${n(s * 0.14)}" fill="#fff" opacity=".7"/>
  ${dots}
</g>`;
}

// --- reel symbols ------------------------------------------------------------------------------

function reelSymbol(p: string, kind: number, x: number, y: number, size: number): string {
  const s = size / 40;
  const g = (inner: string) => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${inner}</g>`;
  switch (kind % 6) {
    case 0: // seven
      return g(
        `<text y="15" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="44" fill="url(#${p}red)" stroke="#5c0610" stroke-width="2" paint-order="stroke">7</text>`,
      );
    case 1: // cherries
      return g(`<path d="M-8 4C-6-8 0-16 10-20M8 6C6-6 6-14 10-20" stroke="#2f7d32" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M10-20c6-6 14-6 18-2-6 4-12 5-18 2Z" fill="#43a047"/>
<circle cx="-9" cy="10" r="10" fill="url(#${p}red)"/><circle cx="9" cy="12" r="10" fill="url(#${p}red)"/>
<circle cx="-12" cy="6" r="3" fill="#fff" opacity=".7"/><circle cx="6" cy="8" r="3" fill="#fff" opacity=".7"/>`);
    case 2: // bar
      return g(`<rect x="-20" y="-11" width="40" height="22" rx="4" fill="#1d1f2b" stroke="url(#${p}gold)" stroke-width="2.5"/>
<text y="6" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="15" fill="#fff">BAR</text>`);
    case 3: // bell
      return g(`<path d="M0-19c-3 0-4 2-4 4C-12-12-14-4-14 4c0 6-3 8-6 10h40c-3-2-6-4-6-10 0-8-2-16-10-19 0-2-1-4-4-4Z" fill="url(#${p}gold)" stroke="#8a5a0b" stroke-width="1.2"/>
<circle cy="17" r="4.5" fill="#d9961c"/><path d="M-8-8c-2 4-3 9-3 14" stroke="#fff" stroke-width="2.5" opacity=".6" fill="none" stroke-linecap="round"/>`);
    case 4: // diamond
      return g(`<polygon points="-18,-6 -10,-16 10,-16 18,-6 0,18" fill="#38bdf8" stroke="#075985" stroke-width="1.2"/>
<polygon points="-18,-6 18,-6 0,18" fill="#0ea5e9"/><polygon points="-10,-16 0,-6 10,-16" fill="#bae6fd"/>
<polygon points="-18,-6 -10,-16 -6,-6" fill="#7dd3fc"/><polygon points="18,-6 10,-16 6,-6" fill="#0284c7"/>`);
    default: // star
      return g(
        `<polygon points="${polygon(0, 2, 20, 5, -90, 8.5)}" fill="url(#${p}gold)" stroke="#8a5a0b" stroke-width="1.2"/>`,
      );
  }
}

// --- the symbols -------------------------------------------------------------------------------

export function reels(p: string, r: Rand, pal: Palette): SymbolArt {
  const defs = `<linearGradient id="${p}reel" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#b9b3c9"/><stop offset=".18" stop-color="#ffffff"/><stop offset=".82" stop-color="#ffffff"/><stop offset="1" stop-color="#b9b3c9"/>
</linearGradient>`;
  const kinds = [Math.floor(r() * 6), Math.floor(r() * 6), Math.floor(r() * 6)];
  if (r() < 0.35) kinds[1] = kinds[2] = kinds[0]!;
  const cols = kinds
    .map((k, i) => {
      const x = -54 + i * 54;
      return `<rect x="${x - 24}" y="-44" width="48" height="88" rx="7" fill="url(#${p}reel)"/>
${reelSymbol(p, (k + 2) % 6, x, -30, 22)}${reelSymbol(p, k, x, 2, 36)}${reelSymbol(p, (k + 4) % 6, x, 34, 22)}`;
    })
    .join('');
  const lights = Array.from(
    { length: 9 },
    (_, i) => `<circle cx="${-80 + i * 20}" cy="-62" r="3.2" fill="${i % 2 ? '#fff7cc' : pal.accent}"/>`,
  ).join('');
  const body = `<g filter="url(#${p}shadow)">
  <rect x="-92" y="-70" width="184" height="140" rx="20" fill="url(#${p}gold)"/>
  <rect x="-86" y="-64" width="172" height="128" rx="15" fill="${darken(pal.from, 0.55)}"/>
  ${lights}
  <rect x="-82" y="-50" width="164" height="100" rx="10" fill="#120818"/>
  <g clip-path="url(#${p}reelclip)">${cols}</g>
  <rect x="-84" y="-2" width="168" height="4" rx="2" fill="${pal.accent}" opacity=".85"/>
  <polygon points="-90,-8 -80,0 -90,8" fill="url(#${p}gold)"/><polygon points="90,-8 80,0 90,8" fill="url(#${p}gold)"/>
</g>`;
  return {
    defs: `${defs}<clipPath id="${p}reelclip"><rect x="-82" y="-46" width="164" height="92" rx="8"/></clipPath>`,
    body,
  };
}

export function cherries(p: string): SymbolArt {
  const body = `<g filter="url(#${p}shadow)">
  <path d="M-34 30C-30 0-14-28 18-54M30 34C26 6 18-22 18-54" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M18-54c16-18 44-20 58-8-16 14-38 18-58 8Z" fill="#43a047" stroke="#1b5e20" stroke-width="2"/>
  <path d="M24-54c14-8 30-10 46-8" stroke="#a5d6a7" stroke-width="2" fill="none"/>
  <circle cx="-36" cy="40" r="34" fill="url(#${p}red)"/>
  <circle cx="32" cy="46" r="34" fill="url(#${p}red)"/>
  <ellipse cx="-48" cy="26" rx="9" ry="13" fill="#fff" opacity=".55" transform="rotate(30 -48 26)"/>
  <ellipse cx="20" cy="32" rx="9" ry="13" fill="#fff" opacity=".55" transform="rotate(30 20 32)"/>
</g>`;
  return { defs: '', body };
}

export function seven(p: string, _r: Rand, pal: Palette): SymbolArt {
  const body = `<g filter="url(#${p}shadow)">
  <polygon points="${polygon(0, 4, 88, 12, -90, 62)}" fill="${pal.accent}" opacity=".35"/>
  <text x="-38" y="54" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="118" fill="url(#${p}red)" stroke="url(#${p}gold)" stroke-width="7" paint-order="stroke">7</text>
  <text x="38" y="54" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="118" fill="url(#${p}red)" stroke="url(#${p}gold)" stroke-width="7" paint-order="stroke">7</text>
  <path d="M-60-34h40" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".55"/>
</g>`;
  return { defs: '', body };
}

export function gem(p: string, _r: Rand, pal: Palette): SymbolArt {
  const c = mix(pal.accent, pal.to, 0.4);
  const body = `<g filter="url(#${p}shadow)" transform="translate(0 6)">
  <polygon points="-70,-22 -40,-58 40,-58 70,-22 0,62" fill="${c}" stroke="${darken(c, 0.5)}" stroke-width="2"/>
  <polygon points="-70,-22 70,-22 0,62" fill="${darken(c, 0.15)}"/>
  <polygon points="-40,-58 -18,-22 18,-22 40,-58" fill="${lighten(c, 0.45)}"/>
  <polygon points="-40,-58 -70,-22 -18,-22" fill="${lighten(c, 0.25)}"/>
  <polygon points="40,-58 70,-22 18,-22" fill="${darken(c, 0.05)}"/>
  <polygon points="-18,-22 18,-22 0,62" fill="${lighten(c, 0.15)}"/>
  <polygon points="-70,-22 -18,-22 0,62" fill="${darken(c, 0.3)}" opacity=".6"/>
  <polygon points="${polygon(-30, -46, 10, 4, 0, 2.5)}" fill="#fff"/>
  <polygon points="${polygon(44, 10, 7, 4, 0, 1.8)}" fill="#fff" opacity=".9"/>
</g>`;
  return { defs: '', body };
}

export function coins(p: string, r: Rand): SymbolArt {
  const coin = (x: number, y: number, rx: number) =>
    `<ellipse cx="${x}" cy="${y + 5}" rx="${rx}" ry="${n(rx * 0.34)}" fill="#8a5a0b"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${n(rx * 0.34)}" fill="url(#${p}goldH)" stroke="#8a5a0b" stroke-width="1"/>`;
  const stack = (x: number, base: number, count: number, rx: number) =>
    Array.from({ length: count }, (_, i) => coin(x, base - i * 9, rx)).join('');
  const flying = Array.from({ length: 3 }, (_, i) => {
    const x = -60 + i * 55 + r() * 10;
    const y = -52 + r() * 18;
    return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(-30 + r() * 60)})"><circle r="15" fill="url(#${p}goldH)" stroke="#8a5a0b" stroke-width="1.5"/><circle r="10" fill="none" stroke="#fff3b0" stroke-width="2"/><text y="5" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="13" fill="#8a5a0b">$</text></g>`;
  }).join('');
  const body = `<g filter="url(#${p}shadow)">${stack(-44, 58, 7, 30)}${stack(34, 58, 10, 30)}${stack(-4, 66, 4, 30)}${flying}</g>`;
  return { defs: '', body };
}

export function cards(p: string, r: Rand, count = 2): SymbolArt {
  const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
  const suits: Suit[] = ['spade', 'heart', 'diamond', 'club'];
  const pick = <T>(l: T[]) => l[Math.floor(r() * l.length)]!;
  const angles = count === 3 ? [-24, 0, 24] : [-14, 14];
  const shifts = count === 3 ? [-26, 0, 26] : [-24, 24];
  const body = angles
    .map((a, i) => card(p, i === angles.length - 1 ? 'A' : pick(ranks), pick(suits), a, 0, 90, shifts[i]))
    .join('');
  return { defs: '', body: `<g transform="translate(0 -4) scale(1.12)">${body}</g>` };
}

export function cardsAndChip(p: string, r: Rand, pal: Palette): SymbolArt {
  const c = cards(p, r, 2);
  const color = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#111827'][Math.floor(r() * 5)]!;
  return {
    defs: c.defs,
    body: `<g transform="translate(-14 -6)">${c.body}</g>${chip(p, 54, 40, 30, color, r() < 0.5 ? 'VIP' : '$')}${chip(p, 70, 6, 18, darken(pal.accent, 0.2), '')}`,
  };
}

export function roulette(p: string, r: Rand): SymbolArt {
  const segments: string[] = [];
  const count = 18;
  const offset = r() * 20;
  for (let i = 0; i < count; i++) {
    const a1 = offset + (360 / count) * i;
    const a2 = a1 + 360 / count;
    const fill = i === 0 ? '#0f8a3c' : i % 2 ? '#c3121f' : '#16161c';
    segments.push(`<path d="${sector(0, 0, 38, 62, a1, a2)}" fill="${fill}" stroke="#e9c46a" stroke-width=".8"/>`);
  }
  const defs = `<radialGradient id="${p}wood" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#a0522d"/><stop offset="1" stop-color="#4a2310"/></radialGradient>`;
  const body = `<g filter="url(#${p}shadow)" transform="translate(0 4)">
  <circle r="76" fill="url(#${p}wood)"/><circle r="68" fill="url(#${p}gold)"/><circle r="64" fill="#2a1408"/>
  ${segments.join('')}
  <circle r="38" fill="url(#${p}wood)"/><circle r="26" fill="url(#${p}gold)"/>
  <path d="M-24 0H24M0-24V24" stroke="#8a5a0b" stroke-width="5" stroke-linecap="round"/>
  <circle r="7" fill="url(#${p}chrome)"/>
  <circle cx="${n(50 * Math.cos(r() * 6.28))}" cy="${n(50 * Math.sin(r() * 6.28))}" r="6" fill="url(#${p}chrome)" stroke="#9aa3b2"/>
</g>`;
  return { defs, body };
}

export function dice(p: string, r: Rand, countDice = 3): SymbolArt {
  const faces = () => 1 + Math.floor(r() * 6);
  const parts =
    countDice === 3
      ? [die(p, -46, 20, 58, faces(), -14), die(p, 46, 22, 58, faces(), 12), die(p, 0, -24, 62, faces(), 4)]
      : [die(p, -36, 8, 70, faces(), -12), die(p, 38, 12, 70, faces(), 14)];
  return { defs: '', body: parts.join('') };
}

export function mahjong(p: string, r: Rand): SymbolArt {
  const tile = (
    x: number,
    y: number,
    angle: number,
    face: string,
  ) => `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#${p}shadow)">
  <rect x="-30" y="-40" width="60" height="82" rx="9" fill="#1f7a4d"/>
  <rect x="-30" y="-44" width="60" height="80" rx="9" fill="#fffaf0" stroke="#d6cdb8" stroke-width="1.2"/>
  ${face}
</g>`;
  // Drawn, not typed: no dependence on CJK fonts. Red dragon (中 as strokes), bamboo, dots.
  const zhong = `<rect x="-15" y="-16" width="30" height="20" rx="2" fill="none" stroke="#c3121f" stroke-width="6"/><rect x="-3" y="-30" width="6" height="48" rx="2" fill="#c3121f"/>`;
  const stick = (x: number, y: number, c: string) =>
    `<rect x="${x - 3.5}" y="${y - 11}" width="7" height="22" rx="3.5" fill="${c}"/><rect x="${x - 4.5}" y="${y - 1.5}" width="9" height="3" rx="1.5" fill="${darken(c, 0.3)}"/>`;
  const bamboo = [
    [-11, -17],
    [11, -17],
    [0, -17],
    [-11, 9],
    [11, 9],
    [0, 9],
  ]
    .map(([x, y], i) => stick(x!, y!, i === 2 ? '#c3121f' : '#1f7a4d'))
    .join('');
  const dots = [
    [-12, -20],
    [12, -20],
    [0, -4],
    [-12, 12],
    [12, 12],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="8" fill="#1565c0"/><circle cx="${x}" cy="${y}" r="4" fill="#fffaf0"/><circle cx="${x}" cy="${y}" r="2" fill="#c3121f"/>`,
    )
    .join('');
  const fa = bamboo;
  const order = r() < 0.5 ? [fa, dots, zhong] : [dots, fa, zhong];
  return { defs: '', body: tile(-50, 10, -12, order[0]!) + tile(50, 10, 12, order[1]!) + tile(0, -2, 0, order[2]!) };
}

export function fish(p: string, r: Rand, pal: Palette): SymbolArt {
  const c = mix(pal.accent, '#ff8f00', 0.5);
  const defs = `<linearGradient id="${p}fish" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.3)}"/><stop offset="1" stop-color="${darken(c, 0.35)}"/></linearGradient>`;
  const bubbles = Array.from(
    { length: 6 },
    () =>
      `<circle cx="${n(-80 + r() * 60)}" cy="${n(-60 + r() * 50)}" r="${n(3 + r() * 6)}" fill="none" stroke="#e0f7ff" stroke-width="2" opacity=".8"/>`,
  ).join('');
  const body = `${bubbles}<g filter="url(#${p}shadow)" transform="translate(10 6)">
  <path d="M56 0C40-34-10-46-46-20L-76-44-68 0-76 44-46 20C-10 46 40 34 56 0Z" fill="url(#${p}fish)" stroke="${darken(c, 0.5)}" stroke-width="2"/>
  <path d="M-10-30C0-54 20-56 30-40 16-38 4-34-10-30Z" fill="${darken(c, 0.2)}"/>
  <path d="M0 26C6 40 18 44 26 38 16 34 8 30 0 26Z" fill="${darken(c, 0.2)}"/>
  <path d="M8-28C16-10 16 10 8 28" stroke="${darken(c, 0.3)}" stroke-width="3" fill="none"/>
  <path d="M-20-24C-12-8-12 8-20 24" stroke="${darken(c, 0.3)}" stroke-width="3" fill="none" opacity=".6"/>
  <circle cx="32" cy="-6" r="9" fill="#fff"/><circle cx="34" cy="-6" r="5" fill="#111"/><circle cx="36" cy="-8" r="1.8" fill="#fff"/>
  <path d="M-30-12c10-8 30-12 50-6" stroke="#fff" stroke-width="3" opacity=".45" fill="none" stroke-linecap="round"/>
</g>`;
  return { defs, body };
}

export function football(p: string, _r: Rand, pal: Palette): SymbolArt {
  const R = 66;
  const pent = (cx: number, cy: number, size: number, rot: number) =>
    `<polygon points="${polygon(cx, cy, size, 5, rot)}" fill="#1d1f2b"/>`;
  const outer: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + 72 * i) * Math.PI) / 180;
    outer.push(pent(R * 0.93 * Math.cos(a), R * 0.93 * Math.sin(a), R * 0.3, -90 + 72 * i + 180));
    lines.push(
      `<line x1="${n(R * 0.3 * Math.cos(a))}" y1="${n(R * 0.3 * Math.sin(a))}" x2="${n(R * 0.72 * Math.cos(a))}" y2="${n(R * 0.72 * Math.sin(a))}" stroke="#1d1f2b" stroke-width="3"/>`,
    );
    const b = a + (36 * Math.PI) / 180;
    lines.push(
      `<line x1="${n(R * 0.62 * Math.cos(b))}" y1="${n(R * 0.62 * Math.sin(b))}" x2="${n(R * Math.cos(b))}" y2="${n(R * Math.sin(b))}" stroke="#1d1f2b" stroke-width="3"/>`,
    );
  }
  const defs = `<radialGradient id="${p}ball" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset=".7" stop-color="#e7eaf0"/><stop offset="1" stop-color="#9aa3b2"/></radialGradient>
<clipPath id="${p}ballclip"><circle r="${R}"/></clipPath>`;
  const speed = [-30, -10, 10, 30]
    .map(
      (y, i) =>
        `<path d="M${-R - 20 - i * 6} ${y}h-${40 + i * 8}" stroke="${pal.accent}" stroke-width="6" stroke-linecap="round" opacity="${n(0.8 - i * 0.12)}"/>`,
    )
    .join('');
  const body = `${speed}<g filter="url(#${p}shadow)" transform="translate(16 2)">
  <circle r="${R}" fill="url(#${p}ball)"/>
  <g clip-path="url(#${p}ballclip)">${lines.join('')}${pent(0, 0, R * 0.32, -90)}${outer.join('')}</g>
  <circle r="${R}" fill="none" stroke="#6b7280" stroke-width="1.5"/>
  <ellipse cx="-24" cy="-30" rx="18" ry="10" fill="#fff" opacity=".6" transform="rotate(-35 -24 -30)"/>
</g>`;
  return { defs, body };
}

export function lotteryBalls(p: string, r: Rand): SymbolArt {
  const colors = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#fb8c00', '#00acc1'];
  const start = Math.floor(r() * colors.length);
  const used = new Set<number>();
  const num = () => {
    let v = 1 + Math.floor(r() * 49);
    while (used.has(v)) v = 1 + Math.floor(r() * 49);
    used.add(v);
    return v;
  };
  const defs = colors
    .map(
      (c, i) =>
        `<radialGradient id="${p}lb${i}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${lighten(c, 0.6)}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.45)}"/></radialGradient>`,
    )
    .join('');
  const ball = (x: number, y: number, rad: number, ci: number) => {
    const v = num();
    return `<g transform="translate(${x} ${y})" filter="url(#${p}shadow)">
  <circle r="${rad}" fill="url(#${p}lb${ci % colors.length})"/>
  <circle r="${n(rad * 0.52)}" fill="#fff"/>
  <text y="${n(rad * 0.19)}" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="${n(rad * (v > 9 ? 0.5 : 0.6))}" fill="#1d1f2b">${v}</text>
  <ellipse cx="${n(-rad * 0.38)}" cy="${n(-rad * 0.5)}" rx="${n(rad * 0.25)}" ry="${n(rad * 0.13)}" fill="#fff" opacity=".7" transform="rotate(-30 ${n(-rad * 0.38)} ${n(-rad * 0.5)})"/>
</g>`;
  };
  const body =
    ball(-62, 28, 34, start + 1) +
    ball(62, 26, 34, start + 2) +
    ball(-30, -34, 30, start + 3) +
    ball(34, -36, 28, start + 4) +
    ball(0, 16, 44, start);
  return { defs, body };
}

export function screen(p: string, r: Rand, pal: Palette, racing: boolean): SymbolArt {
  const defs = `<linearGradient id="${p}pitch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2e9d4f"/><stop offset="1" stop-color="#17692f"/></linearGradient>
<clipPath id="${p}scr"><rect x="-80" y="-52" width="160" height="94" rx="4"/></clipPath>`;
  const pitch = `<rect x="-80" y="-52" width="160" height="94" fill="url(#${p}pitch)"/>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${-80 + i * 20}" y="-52" width="10" height="94" fill="#fff" opacity=".06"/>`).join('')}
<rect x="-72" y="-44" width="144" height="78" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>
<line x1="0" y1="-44" x2="0" y2="34" stroke="#fff" stroke-width="2" opacity=".85"/>
<circle cx="0" cy="-5" r="16" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>
<rect x="-72" y="-22" width="18" height="34" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>
<rect x="54" y="-22" width="18" height="34" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>
<circle cx="${n(-30 + r() * 60)}" cy="${n(-25 + r() * 40)}" r="6" fill="#fff" stroke="#1d1f2b" stroke-width="1.5"/>`;
  const track = `<rect x="-80" y="-52" width="160" height="94" fill="#a86b32"/>
${[0, 1, 2, 3].map((i) => `<path d="M-80 ${-34 + i * 22}H80" stroke="#fff" stroke-width="2" stroke-dasharray="8 6" opacity=".7"/>`).join('')}
<rect x="44" y="-52" width="10" height="94" fill="#fff"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${i % 2 ? 49 : 44}" y="${-52 + i * 10.5}" width="5" height="5.25" fill="#111"/><rect x="${i % 2 ? 44 : 49}" y="${-46.75 + i * 10.5}" width="5" height="5.25" fill="#111"/>`).join('')}
${[0, 1, 2].map((i) => `<circle cx="${n(-10 + r() * 40)}" cy="${-23 + i * 22}" r="7" fill="${['#e53935', '#1e88e5', '#fdd835'][i]}" stroke="#fff" stroke-width="2"/>`).join('')}`;
  const body = `<g filter="url(#${p}shadow)">
  <rect x="-16" y="52" width="32" height="16" fill="url(#${p}chrome)"/><rect x="-44" y="66" width="88" height="8" rx="4" fill="url(#${p}chrome)"/>
  <rect x="-90" y="-62" width="180" height="116" rx="12" fill="#15161c" stroke="url(#${p}chrome)" stroke-width="3"/>
  <g clip-path="url(#${p}scr)">${racing ? track : pitch}</g>
  <path d="M-80-52h110l-50 94h-60Z" fill="#fff" opacity=".07"/>
  <rect x="-78" y="-50" width="36" height="14" rx="3" fill="${pal.accent}"/><text x="-60" y="-39.5" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="10" fill="${darken(pal.from, 0.4)}">LIVE</text>
  <circle cx="62" cy="-42" r="10" fill="#e53935"/><polygon points="59,-47 59,-37 67,-42" fill="#fff"/>
</g>`;
  return { defs, body };
}

export function rooster(p: string, _r: Rand, pal: Palette): SymbolArt {
  const defs = `<linearGradient id="${p}rbody" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset=".5" stop-color="#e8590c"/><stop offset="1" stop-color="#9c2a07"/></linearGradient>
<linearGradient id="${p}rtail" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(pal.accent, 0.1)}"/><stop offset=".5" stop-color="#0f766e"/><stop offset="1" stop-color="#0b2e2a"/></linearGradient>`;
  const body = `<g filter="url(#${p}shadow)" transform="translate(-8 -6) scale(1.55) translate(-50 -50)">
  <path d="M36 58C18 52 4 34 8 8 16 26 26 36 40 46Z" fill="url(#${p}rtail)"/>
  <path d="M34 62C12 62-2 46-2 24 8 40 20 48 38 52Z" fill="url(#${p}rtail)" opacity=".9"/>
  <path d="M38 54C28 40 26 22 34 2 38 20 42 32 50 44Z" fill="url(#${p}rtail)" opacity=".85"/>
  <path d="M34 66C16 70 4 62-2 50 12 58 24 58 38 58Z" fill="#0b2e2a"/>
  <path d="M52 80l-3 14M64 80l3 14" stroke="#f59e0b" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M43 95h12M60 95h12M53 88l-6 2M65 88l6 2" stroke="#f59e0b" stroke-width="2.5" stroke-linecap="round"/>
  <ellipse cx="56" cy="64" rx="25" ry="19" fill="url(#${p}rbody)"/>
  <path d="M40 60C50 48 68 50 74 62 64 72 48 72 40 60Z" fill="#7c2d12" opacity=".85"/>
  <path d="M46 60c8-4 16-4 24 0M48 65c7-3 14-3 20 0" stroke="#fdba74" stroke-width="1.5" fill="none" opacity=".8"/>
  <path d="M62 50C60 38 64 28 70 22L84 28C80 36 78 46 76 56Z" fill="url(#${p}rbody)"/>
  <path d="M64 48c2-6 5-12 8-16M70 50c1-6 4-12 8-16" stroke="#ffd8a8" stroke-width="1.4" fill="none" opacity=".8"/>
  <circle cx="76" cy="22" r="9.5" fill="#f97316"/>
  <path d="M67 16C66 8 71 6 73 12 74 4 80 4 80 11 82 5 88 7 85 16Z" fill="#e11d48" stroke="#9f1239" stroke-width=".8"/>
  <path d="M84 19 96 23 84 27Z" fill="#fbbf24" stroke="#b45309" stroke-width=".8"/>
  <path d="M82 28C85 33 83 38 79 37 77 35 78 31 80 28Z" fill="#e11d48"/>
  <circle cx="79" cy="20" r="2.4" fill="#111"/><circle cx="79.8" cy="19.2" r=".8" fill="#fff"/>
</g>`;
  return { defs, body };
}

export function controller(p: string, _r: Rand, pal: Palette): SymbolArt {
  const c = mix(pal.from, '#1d1f2b', 0.5);
  const defs = `<linearGradient id="${p}pad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.25)}"/><stop offset="1" stop-color="${darken(c, 0.5)}"/></linearGradient>`;
  const body = `<g filter="url(#${p}shadow)" transform="translate(0 8)">
  <path d="M-52-40H52C74-40 86-18 90 10 94 38 88 58 70 58 56 58 50 44 40 32H-40C-50 44-56 58-70 58-88 58-94 38-90 10-86-18-74-40-52-40Z" fill="url(#${p}pad)" stroke="${pal.accent}" stroke-width="3"/>
  <path d="M-52-34H52C66-34 76-22 80-6" stroke="#fff" stroke-width="3" opacity=".25" fill="none" stroke-linecap="round"/>
  <rect x="-64" y="-18" width="12" height="36" rx="3" fill="#e5e7eb"/><rect x="-76" y="-6" width="36" height="12" rx="3" fill="#e5e7eb"/>
  <circle cx="58" cy="-14" r="7.5" fill="#22c55e"/><circle cx="58" cy="14" r="7.5" fill="#ef4444"/>
  <circle cx="44" cy="0" r="7.5" fill="#3b82f6"/><circle cx="72" cy="0" r="7.5" fill="#facc15"/>
  <circle cx="-24" cy="20" r="13" fill="#111827" stroke="#6b7280" stroke-width="3"/><circle cx="24" cy="20" r="13" fill="#111827" stroke="#6b7280" stroke-width="3"/>
  <rect x="-12" y="-16" width="9" height="5" rx="2.5" fill="#9ca3af"/><rect x="3" y="-16" width="9" height="5" rx="2.5" fill="#9ca3af"/>
  <circle cx="0" cy="-30" r="5" fill="${pal.accent}"/>
</g>`;
  return { defs, body };
}
