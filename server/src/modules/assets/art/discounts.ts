/**
 * Discount artwork (750 x 300): drawn here from the promotion, like the game tiles — a palette
 * chosen by its id, rays and sparkles, the symbol of its category's game type (coins for a
 * promotion of every game), its title in the language asked and, for a bonus, the amount on a
 * ribbon. Deterministic: the same promotion and language give the same picture.
 */
import type { GameTypeId } from '@site/shared/constants';
import {
  cards,
  coins,
  commonDefs,
  controller,
  football,
  lotteryBalls,
  reels,
  rooster,
  roulette,
  screen,
  type Palette,
  type SymbolArt,
} from './symbols';
import {
  darken,
  esc,
  FONT_DISPLAY,
  FONT_UI,
  idPrefix,
  isWide,
  lighten,
  n,
  polygon,
  randomFor,
  wrapTitle,
} from './util';

export const DISCOUNT_ART_SIZE = { w: 750, h: 300 } as const;

const PALETTES: Palette[] = [
  { from: '#6a0f2a', to: '#d81b60', accent: '#ffd54a' },
  { from: '#0d2b5e', to: '#1e88e5', accent: '#ffe082' },
  { from: '#1b4d20', to: '#43a047', accent: '#fff59d' },
  { from: '#4e2a12', to: '#ef6c00', accent: '#ffecb3' },
  { from: '#311b5e', to: '#7e57c2', accent: '#f8bbd0' },
  { from: '#004d40', to: '#00897b', accent: '#ffe57f' },
];

export interface DiscountArtInput {
  id: number;
  title: string;
  gtId: GameTypeId | null;
  /** The bonus as shown (e.g. '₫50,000'), or null. */
  ribbon: string | null;
}

function symbolFor(p: string, r: () => number, gtId: GameTypeId | null, pal: Palette): SymbolArt {
  switch (gtId) {
    case 2:
      return reels(p, r, pal);
    case 3:
      return roulette(p, r);
    case 4:
      return football(p, r, pal);
    case 5:
      return lotteryBalls(p, r);
    case 6:
      return cards(p, r, 3);
    case 7:
      return screen(p, r, pal, true);
    case 8:
      return rooster(p, r, pal);
    case 9:
      return controller(p, r, pal);
    default:
      return coins(p, r);
  }
}

export function renderDiscountArt(input: DiscountArtInput): string {
  const { w, h } = DISCOUNT_ART_SIZE;
  const p = idPrefix(`discount:${input.id}:${input.title}`);
  const r = randomFor(`discount:${input.id}`);
  const pal = PALETTES[input.id % PALETTES.length]!;
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a = ((360 / 18) * i * Math.PI) / 180;
    const b = ((360 / 18) * (i + 0.5) * Math.PI) / 180;
    return `<path d="M0 0L${n(420 * Math.cos(a))} ${n(420 * Math.sin(a))}L${n(420 * Math.cos(b))} ${n(420 * Math.sin(b))}Z"/>`;
  }).join('');
  const sparkles = Array.from({ length: 14 }, () => {
    const s = 3 + r() * 7;
    return `<polygon points="${polygon(r() * w, r() * h, s, 4, 0, s * 0.3)}" fill="#fff" opacity="${n(0.35 + r() * 0.55)}"/>`;
  }).join('');
  const symbol = symbolFor(p, r, input.gtId, pal);

  const wide = isWide(input.title);
  const lines = wrapTitle(input.title, wide ? 10 : 20);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(lines.length > 1 ? 40 : 46, Math.floor(420 / (longest * (wide ? 1.05 : 0.6))));
  const gap = size * 1.12;
  const top = (input.ribbon ? 128 : 150) - ((lines.length - 1) * gap) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="40" y="${n(top + i * gap)}" font-family="${FONT_DISPLAY}" font-weight="900" font-size="${size}" fill="url(#${p}title)" stroke="${darken(pal.from, 0.6)}" stroke-width="${n(size * 0.16)}" stroke-linejoin="round" paint-order="stroke">${esc(line)}</text>`,
    )
    .join('');
  const ribbonY = top + (lines.length - 1) * gap + 30;
  const ribbonWidth = input.ribbon ? Math.min(360, input.ribbon.length * 17 + 48) : 0;
  const ribbon = input.ribbon
    ? `<g transform="translate(40 ${n(ribbonY)})"><rect width="${ribbonWidth}" height="46" rx="23" fill="url(#${p}gold)"/>
<text x="${n(ribbonWidth / 2)}" y="32" text-anchor="middle" font-family="${FONT_UI}" font-weight="800" font-size="26" fill="${darken(pal.from, 0.5)}">+ ${esc(input.ribbon)}</text></g>`
    : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(input.title)}">
<title>${esc(input.title)}</title>
<defs>
  ${commonDefs(p)}
  <linearGradient id="${p}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.from}"/><stop offset="1" stop-color="${pal.to}"/></linearGradient>
  <radialGradient id="${p}glow" cx=".78" cy=".5" r=".45"><stop offset="0" stop-color="${lighten(pal.accent, 0.3)}" stop-opacity=".8"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
  <linearGradient id="${p}title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe6"/><stop offset=".55" stop-color="#ffe27a"/><stop offset="1" stop-color="#f0a500"/></linearGradient>
  <clipPath id="${p}clip"><rect width="${w}" height="${h}" rx="24"/></clipPath>
  ${symbol.defs}
</defs>
<g clip-path="url(#${p}clip)">
  <rect width="${w}" height="${h}" fill="url(#${p}bg)"/>
  <g transform="translate(${n(w * 0.78)} ${n(h / 2)})" fill="#fff" opacity=".08">${rays}</g>
  <rect width="${w}" height="${h}" fill="url(#${p}glow)"/>
  <path d="M0 ${n(h * 0.82)}Q${n(w * 0.35)} ${n(h * 0.68)} ${n(w * 0.6)} ${n(h * 0.9)}T${w} ${n(h * 0.8)}V${h}H0Z" fill="${darken(pal.from, 0.35)}" opacity=".5"/>
  ${sparkles}
  <g transform="translate(${n(w * 0.79)} ${n(h / 2)}) scale(1.25)">${symbol.body}</g>
  ${title}
  ${ribbon}
</g>
<rect x="2" y="2" width="${w - 4}" height="${h - 4}" rx="23" fill="none" stroke="url(#${p}gold)" stroke-width="4"/>
</svg>`;
}
