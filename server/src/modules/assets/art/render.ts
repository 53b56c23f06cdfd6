/**
 * The project's own artwork, rendered deterministically from ids (no files, no network):
 * - game tiles (300 x 300): the provider's colours, rays and sparkles, a symbol of the game type
 *   (chosen from the title where it says roulette, dice, mahjong, fishing, racing ...), the title,
 *   the provider's name in a pill at the top left (the lobby puts the favourite heart at the top
 *   right) and a gold frame (HOT/NEW are data: the lobby draws them beside the provider's name);
 * - provider logos (240 x 80): emblem with a monogram and a wordmark; `light` is the lit, full
 *   colour logo, `dark` the muted one (for wallets without money, inactive tabs);
 * - game type icons (64 x 64): one glyph per type, grey, or gold when `active`.
 */
import type { GameTypeId } from '@site/shared/constants';
import {
  commonDefs,
  cards,
  cardsAndChip,
  cherries,
  coins,
  controller,
  dice,
  fish,
  football,
  gem,
  lotteryBalls,
  mahjong,
  reels,
  rooster,
  roulette,
  screen,
  seven,
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
  luminance,
  mix,
  n,
  polygon,
  randomFor,
  wrapTitle,
} from './util';

export interface TileInput {
  gameCode: string;
  gtId: GameTypeId;
  title: string;
  provider: { name: string; colors: Palette };
}

type Rand = () => number;

function symbolFor(p: string, r: Rand, input: TileInput): SymbolArt {
  const pal = input.provider.colors;
  const t = input.title.toLowerCase();
  switch (input.gtId) {
    case 2: {
      if (t.includes('cherr')) return cherries(p);
      if (t.includes('seven')) return seven(p, r, pal);
      if (/gem|jewel|diamond|crystal|ruby|emerald|pearl/.test(t)) return r() < 0.6 ? gem(p, r, pal) : reels(p, r, pal);
      if (/coin|gold mine|riches|cash|treasure/.test(t)) return r() < 0.6 ? coins(p, r) : reels(p, r, pal);
      const roll = r();
      return roll < 0.55
        ? reels(p, r, pal)
        : roll < 0.7
          ? seven(p, r, pal)
          : roll < 0.82
            ? cherries(p)
            : roll < 0.92
              ? gem(p, r, pal)
              : coins(p, r);
    }
    case 3:
      if (t.includes('roulette')) return roulette(p, r);
      if (/sic bo|xoc dia|fish prawn|fan tan/.test(t)) return dice(p, r, 3);
      return cardsAndChip(p, r, pal);
    case 4:
      return football(p, r, pal);
    case 5:
      return lotteryBalls(p, r);
    case 6:
      if (t.includes('mahjong')) return mahjong(p, r);
      if (t.includes('fishing')) return fish(p, r, pal);
      if (t.includes('dice')) return dice(p, r, 2);
      return cards(p, r, 3);
    case 7:
      return screen(p, r, pal, /racing|greyhound|speedway|cycling/.test(t));
    case 8:
      return rooster(p, r, pal);
    case 9:
    default:
      return controller(p, r, pal);
  }
}

export function renderGameTile(input: TileInput): string {
  const p = idPrefix(input.gameCode);
  const r = randomFor(input.gameCode);
  const pal = input.provider.colors;
  // Background arrangement and hue vary per game within the provider's colours.
  const arrangement = Math.floor(r() * 4);
  const [c1, c2] =
    arrangement === 0
      ? [pal.from, pal.to]
      : arrangement === 1
        ? [pal.to, pal.from]
        : arrangement === 2
          ? [pal.from, mix(pal.to, pal.accent, 0.35)]
          : [darken(pal.to, 0.2), pal.from];
  const angle = Math.floor(r() * 360);
  const rays = 14 + Math.floor(r() * 3) * 4;
  const rayPaths = Array.from({ length: rays }, (_, i) => {
    const a = (360 / rays) * i;
    return `<path d="M0 0 L${n(260 * Math.cos((a * Math.PI) / 180))} ${n(260 * Math.sin((a * Math.PI) / 180))} L${n(260 * Math.cos(((a + 180 / rays) * Math.PI) / 180))} ${n(260 * Math.sin(((a + 180 / rays) * Math.PI) / 180))}Z"/>`;
  }).join('');
  const sparkles = Array.from({ length: 9 }, () => {
    const x = 16 + r() * 268;
    const y = 14 + r() * 170;
    const s = 3 + r() * 6;
    return `<polygon points="${polygon(x, y, s, 4, 0, s * 0.28)}" fill="#fff" opacity="${n(0.45 + r() * 0.5)}"/>`;
  }).join('');
  const symbol = symbolFor(p, r, input);

  const wide = isWide(input.title);
  const lines = wrapTitle(input.title, wide ? 8 : 15);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(lines.length > 1 ? 27 : 31, Math.floor(262 / (longest * (wide ? 1.05 : 0.62))));
  const lineGap = size * 1.06;
  const baseY = 272 - (lines.length - 1) * lineGap;
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="150" y="${n(baseY + i * lineGap)}" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="${size}" fill="url(#${p}title)" stroke="${darken(pal.from, 0.7)}" stroke-width="${n(size * 0.2)}" stroke-linejoin="round" paint-order="stroke">${esc(line)}</text>`,
    )
    .join('');
  const fullLabel = input.provider.name.toUpperCase();
  const providerLabel = fullLabel.length > 24 ? fullLabel.slice(0, 23) + '…' : fullLabel;
  const textWidth = providerLabel.length * 6.1;
  const labelWidth = textWidth + 30;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${esc(input.title)}">
<title>${esc(input.title)}</title>
<defs>
  ${commonDefs(p)}
  <linearGradient id="${p}bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
  <radialGradient id="${p}glow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="${lighten(pal.accent, 0.3)}" stop-opacity=".85"/><stop offset=".55" stop-color="${pal.accent}" stop-opacity=".25"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
  <radialGradient id="${p}vig" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>
  <linearGradient id="${p}band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(pal.from, 0.6)}" stop-opacity="0"/><stop offset=".45" stop-color="${darken(pal.from, 0.65)}" stop-opacity=".8"/><stop offset="1" stop-color="${darken(pal.from, 0.8)}" stop-opacity=".95"/></linearGradient>
  <linearGradient id="${p}title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe6"/><stop offset=".5" stop-color="#ffe27a"/><stop offset="1" stop-color="#f0a500"/></linearGradient>
  <clipPath id="${p}clip"><rect width="300" height="300" rx="22"/></clipPath>
  ${symbol.defs}
</defs>
<g clip-path="url(#${p}clip)">
  <rect width="300" height="300" fill="url(#${p}bg)"/>
  <g transform="translate(150 122)" fill="#fff" opacity=".09">${rayPaths}</g>
  <circle cx="150" cy="122" r="150" fill="url(#${p}glow)"/>
  ${sparkles}
  <g transform="translate(150 116) scale(1.1)">${symbol.body}</g>
  <rect y="186" width="300" height="114" fill="url(#${p}band)"/>
  ${titleText}
  <rect width="300" height="300" fill="url(#${p}vig)"/>
  <g transform="translate(12 12)">
    <rect width="${n(labelWidth)}" height="22" rx="11" fill="#000" opacity=".45"/>
    <circle cx="11" cy="11" r="4" fill="${pal.accent}"/>
    <text x="21" y="15" textLength="${n(textWidth)}" lengthAdjust="spacingAndGlyphs" font-family="${FONT_UI}" font-weight="700" font-size="10" letter-spacing=".6" fill="#fff">${esc(providerLabel)}</text>
  </g>
</g>
<rect x="2" y="2" width="296" height="296" rx="21" fill="none" stroke="url(#${p}gold)" stroke-width="4"/>
<rect x="7" y="7" width="286" height="286" rx="17" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="1.5"/>
</svg>`;
}

// --- provider logos ------------------------------------------------------------------------------

const SUBLINE_WORDS = new Set([
  'gaming',
  'games',
  'studio',
  'studios',
  'interactive',
  'live',
  'sports',
  'soft',
  'slots',
  'lotto',
  'cards',
  'arcade',
  'originals',
  'arena',
  'play',
  'reels',
  'lottery',
  'casino',
]);

export function splitProviderName(name: string): { main: string; sub: string } {
  const words = name.split(/\s+/);
  if (words.length < 2) return { main: name, sub: '' };
  const tail: string[] = [];
  while (words.length > 1 && SUBLINE_WORDS.has(words[words.length - 1]!.toLowerCase())) tail.unshift(words.pop()!);
  return { main: words.join(' '), sub: tail.join(' ') };
}

export const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function renderProviderLogo(
  provider: { gpId: string; name: string; colors: Palette },
  variant: 'light' | 'dark',
): string {
  const p = idPrefix(`${provider.gpId}:${variant}`);
  const r = randomFor(provider.gpId);
  const pal = provider.colors;
  const lit = variant === 'light';
  const { main, sub } = splitProviderName(provider.name);
  const mainText = main.toUpperCase();
  const mainSize = Math.min(24, Math.floor(148 / (mainText.length * 0.76)));
  const shapeKind = Math.floor(r() * 4);
  const emblemFill = lit ? `url(#${p}em)` : '#3a3f4a';
  const emblemStroke = lit ? `url(#${p}gold)` : '#596070';
  const shape =
    shapeKind === 0
      ? `<circle cx="40" cy="40" r="27" fill="${emblemFill}" stroke="${emblemStroke}" stroke-width="3"/>`
      : shapeKind === 1
        ? `<polygon points="${polygon(40, 40, 29, 6, -90)}" fill="${emblemFill}" stroke="${emblemStroke}" stroke-width="3" stroke-linejoin="round"/>`
        : shapeKind === 2
          ? `<path d="M40 11 64 20V40C64 56 54 66 40 71 26 66 16 56 16 40V20Z" fill="${emblemFill}" stroke="${emblemStroke}" stroke-width="3" stroke-linejoin="round"/>`
          : `<rect x="19" y="19" width="42" height="42" rx="8" transform="rotate(45 40 40)" fill="${emblemFill}" stroke="${emblemStroke}" stroke-width="3"/>`;
  const plateFill = lit ? `url(#${p}plate)` : `url(#${p}plateDark)`;
  const textColor = lit ? '#ffffff' : '#a3aab8';
  const subColor = lit ? (luminance(pal.accent) > 0.35 ? pal.accent : lighten(pal.accent, 0.5)) : '#6f7786';
  const mono = monogram(provider.name) || provider.gpId.slice(-2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${esc(provider.name)}">
<title>${esc(provider.name)}</title>
<defs>
  ${commonDefs(p)}
  <linearGradient id="${p}plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${darken(pal.from, 0.15)}"/><stop offset="1" stop-color="${darken(pal.to, 0.25)}"/></linearGradient>
  <linearGradient id="${p}plateDark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2e37"/><stop offset="1" stop-color="#1b1e25"/></linearGradient>
  <radialGradient id="${p}em" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${lighten(pal.accent, 0.5)}"/><stop offset=".6" stop-color="${pal.accent}"/><stop offset="1" stop-color="${darken(pal.accent, 0.35)}"/></radialGradient>
</defs>
<rect x="1" y="1" width="238" height="78" rx="16" fill="${plateFill}" stroke="${lit ? lighten(pal.to, 0.25) : '#3a3f4a'}" stroke-opacity=".6"/>
<path d="M1 30C60 18 140 14 239 24V17C239 8 232 1 223 1H17C8 1 1 8 1 17Z" fill="#fff" opacity="${lit ? '.1' : '.04'}"/>
${shape}
<text x="40" y="${mono.length > 1 ? 47 : 49}" text-anchor="middle" font-family="${FONT_DISPLAY}" font-weight="900" font-size="${mono.length > 1 ? 20 : 24}" fill="${lit ? darken(pal.from, 0.45) : '#8b93a1'}">${esc(mono)}</text>
<text x="78" y="${sub ? 40 : 48}" font-family="${FONT_DISPLAY}" font-weight="900" font-size="${mainSize}" letter-spacing=".5" fill="${textColor}"${lit ? ` stroke="${darken(pal.from, 0.6)}" stroke-width="2.5" paint-order="stroke"` : ''}>${esc(mainText)}</text>
${sub ? `<text x="79" y="59" font-family="${FONT_UI}" font-weight="700" font-size="11" letter-spacing="3.2" fill="${subColor}">${esc(sub.toUpperCase())}</text>` : ''}
</svg>`;
}

// --- game type icons -----------------------------------------------------------------------------

/** Each glyph: white shapes draw, black shapes cut (an SVG mask), in a 64 x 64 box. */
const GLYPHS: Record<number, string> = {
  2: `<rect x="8" y="15" width="40" height="41" rx="7" fill="#fff"/><rect x="12" y="8" width="32" height="9" rx="3" fill="#fff"/>
<rect x="52" y="20" width="4" height="20" rx="2" fill="#fff"/><circle cx="54" cy="16" r="5" fill="#fff"/><rect x="46" y="36" width="10" height="4" rx="2" fill="#fff"/>
<rect x="12" y="22" width="9.5" height="19" rx="2" fill="#000"/><rect x="23.25" y="22" width="9.5" height="19" rx="2" fill="#000"/><rect x="34.5" y="22" width="9.5" height="19" rx="2" fill="#000"/>
<text x="16.75" y="36.5" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="13" fill="#fff">7</text>
<text x="28" y="36.5" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="13" fill="#fff">7</text>
<text x="39.25" y="36.5" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="13" fill="#fff">7</text>
<rect x="16" y="46" width="24" height="4" rx="2" fill="#000"/>`,
  3: `<g transform="rotate(-14 24 30)"><rect x="8" y="10" width="28" height="40" rx="4" fill="#fff"/><path d="M22 20c-4 5-7 8-7 11a4 4 0 0 0 7 2 4 4 0 0 0 7-2c0-3-3-6-7-11Z" fill="#000"/></g>
<circle cx="42" cy="40" r="19" fill="#000"/><circle cx="42" cy="40" r="16" fill="#fff"/>
<circle cx="42" cy="40" r="12.5" fill="none" stroke="#000" stroke-width="4" stroke-dasharray="4.2 5.6"/><circle cx="42" cy="40" r="7.5" fill="#000"/><circle cx="42" cy="40" r="4.5" fill="#fff"/>`,
  4: `<circle cx="32" cy="32" r="25" fill="#fff"/><polygon points="${polygon(32, 32, 8.5, 5, -90)}" fill="#000"/>
${[0, 1, 2, 3, 4]
  .map((i) => {
    const a = ((-90 + 72 * i) * Math.PI) / 180;
    return `<line x1="${n(32 + 8 * Math.cos(a))}" y1="${n(32 + 8 * Math.sin(a))}" x2="${n(32 + 17 * Math.cos(a))}" y2="${n(32 + 17 * Math.sin(a))}" stroke="#000" stroke-width="2.6"/><polygon points="${polygon(32 + 22 * Math.cos(a), 32 + 22 * Math.sin(a), 6.5, 5, -90 + 72 * i + 180)}" fill="#000"/>`;
  })
  .join('')}`,
  5: `<circle cx="19" cy="38" r="13" fill="#fff"/><circle cx="45" cy="38" r="13" fill="#fff"/><circle cx="32" cy="25" r="17" fill="#000"/><circle cx="32" cy="25" r="14.5" fill="#fff"/>
<circle cx="32" cy="25" r="7.5" fill="#000"/><text x="32" y="29" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="10" fill="#fff">8</text>
<circle cx="17" cy="41" r="4.5" fill="#000"/><circle cx="47" cy="41" r="4.5" fill="#000"/>`,
  6: `<g transform="rotate(-20 32 54)"><rect x="18" y="10" width="28" height="40" rx="4" fill="#fff"/></g>
<g transform="rotate(20 32 54)"><rect x="16" y="8" width="32" height="44" rx="5" fill="#000"/><rect x="18" y="10" width="28" height="40" rx="4" fill="#fff"/></g>
<rect x="16" y="8" width="32" height="44" rx="5" fill="#000"/><rect x="18" y="10" width="28" height="40" rx="4" fill="#fff"/>
<path d="M32 19c6 6 10 9 10 13a5 5 0 0 1-9 3l1 6h-4l1-6a5 5 0 0 1-9-3c0-4 4-7 10-13Z" fill="#000"/>`,
  7: `<rect x="6" y="10" width="52" height="36" rx="5" fill="#fff"/><rect x="10" y="14" width="44" height="28" rx="2" fill="#000"/>
<polygon points="27,20 27,36 40,28" fill="#fff"/><rect x="28" y="46" width="8" height="7" fill="#fff"/><rect x="18" y="52" width="28" height="5" rx="2.5" fill="#fff"/>`,
  8: `<g transform="translate(4 2) scale(.56)"><path d="M36 58C18 52 4 34 8 8 16 26 26 36 40 46Z M34 62C12 62-2 46-2 24 8 40 20 48 38 52Z" fill="#fff"/>
<ellipse cx="56" cy="64" rx="25" ry="19" fill="#fff"/><path d="M62 50C60 38 64 28 70 22L84 28C80 36 78 46 76 56Z" fill="#fff"/><circle cx="76" cy="22" r="9.5" fill="#fff"/>
<path d="M67 16C66 8 71 6 73 12 74 4 80 4 80 11 82 5 88 7 85 16Z" fill="#fff"/><path d="M84 19 96 23 84 27Z" fill="#fff"/><path d="M52 80l-3 14M64 80l3 14" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<circle cx="79" cy="20" r="2.6" fill="#000"/><path d="M42 60C50 50 66 52 72 62" stroke="#000" stroke-width="3" fill="none" stroke-linecap="round"/></g>`,
  9: `<path d="M18 16H46C56 16 61 26 62 38 63 50 60 56 53 56 47 56 45 50 41 45H23C19 50 17 56 11 56 4 56 1 50 2 38 3 26 8 16 18 16Z" fill="#fff"/>
<rect x="13" y="27" width="5" height="15" rx="1.5" fill="#000"/><rect x="8" y="32" width="15" height="5" rx="1.5" fill="#000"/>
<circle cx="47" cy="29" r="3" fill="#000"/><circle cx="47" cy="40" r="3" fill="#000"/><circle cx="41.5" cy="34.5" r="3" fill="#000"/><circle cx="52.5" cy="34.5" r="3" fill="#000"/>`,
};

export function renderGameTypeIcon(gtId: number, active: boolean): string {
  const p = idPrefix(`gt${gtId}:${active ? 1 : 0}`);
  const glyph = GLYPHS[gtId] ?? GLYPHS[2]!;
  const paint = active ? `url(#${p}paint)` : '#94a3b8';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<defs>
  <linearGradient id="${p}paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f7c948"/><stop offset="1" stop-color="#c27c0e"/></linearGradient>
  <mask id="${p}m" maskUnits="userSpaceOnUse" x="0" y="0" width="64" height="64">${glyph}</mask>
  ${active ? `<filter id="${p}glow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="0" stdDeviation="2.2" flood-color="#ffb300" flood-opacity=".8"/></filter>` : ''}
</defs>
<g${active ? ` filter="url(#${p}glow)"` : ''}><rect width="64" height="64" fill="${paint}" mask="url(#${p}m)"/></g>
</svg>`;
}
