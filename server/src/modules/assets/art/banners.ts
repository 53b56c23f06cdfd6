/**
 * Generated banner, logo and register-background artwork (drawn here, not fetched: no asset to
 * license or host): deterministic SVG from a seed, a palette and a title.
 */
import { darken, esc, FONT_DISPLAY, FONT_UI, idPrefix, lighten, n, polygon, randomFor } from './util';

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const BRAND_PALETTES: Record<string, Palette> = {
  saovang: { from: '#7a0d0d', to: '#d4201f', accent: '#ffd54a' },
  lotus: { from: '#0b4d3c', to: '#1d9a74', accent: '#f6c6dd' },
};
const PALETTES: Palette[] = [
  { from: '#5b0b6e', to: '#c2185b', accent: '#ffd54a' },
  { from: '#0d3b66', to: '#1e88e5', accent: '#ffe082' },
  { from: '#1b5e20', to: '#43a047', accent: '#fff59d' },
  { from: '#4e342e', to: '#e65100', accent: '#ffecb3' },
  { from: '#263238', to: '#00897b', accent: '#80cbc4' },
];

/** Banner sizes by use_type (SPEC §9: 0 desktop, 1 small, 2 mobile). */
export const BANNER_SIZES: Record<number, { w: number; h: number }> = {
  0: { w: 1920, h: 500 },
  1: { w: 600, h: 240 },
  2: { w: 750, h: 360 },
};

export function renderBanner(id: number, title: string, subtitle: string, useType: number): string {
  const { w, h } = BANNER_SIZES[useType] ?? BANNER_SIZES[0]!;
  const p = PALETTES[id % PALETTES.length]!;
  const rnd = randomFor(`banner:${id}`);
  const k = idPrefix(`banner:${id}:${useType}`);
  const scale = h / 500;
  const stars = Array.from({ length: 14 }, () => {
    const r = (8 + rnd() * 26) * scale;
    return `<path d="${polygon(rnd() * w, rnd() * h, r, 5, -90, r * 0.45)}" fill="${p.accent}" opacity="${n(0.15 + rnd() * 0.5)}"/>`;
  }).join('');
  const coins = Array.from({ length: 6 }, () => {
    const cx = w * (0.62 + rnd() * 0.33);
    const cy = h * (0.2 + rnd() * 0.6);
    const r = (22 + rnd() * 40) * scale;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${k}c)" stroke="${darken(p.accent, 0.35)}" stroke-width="${n(3 * scale)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="none" stroke="${darken(p.accent, 0.25)}" stroke-width="${n(2 * scale)}"/>`;
  }).join('');
  const titleSize = Math.round(h * (useType === 1 ? 0.16 : 0.14));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="${k}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="${k}c"><stop offset="0" stop-color="${lighten(p.accent, 0.5)}"/><stop offset="1" stop-color="${p.accent}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#${k}g)"/>
<path d="M0 ${n(h * 0.78)} Q ${n(w * 0.3)} ${n(h * 0.6)} ${n(w * 0.55)} ${n(h * 0.85)} T ${w} ${n(h * 0.7)} V ${h} H 0 Z" fill="${darken(p.from, 0.3)}" opacity="0.55"/>
${stars}${coins}
<text x="${n(w * 0.06)}" y="${n(h * 0.45)}" font-family="${FONT_DISPLAY}" font-size="${titleSize}" fill="#fff" stroke="${darken(p.from, 0.5)}" stroke-width="${n(titleSize / 18)}" paint-order="stroke">${esc(title)}</text>
<text x="${n(w * 0.06)}" y="${n(h * 0.45 + titleSize * 0.95)}" font-family="${FONT_UI}" font-size="${Math.round(titleSize * 0.42)}" fill="${p.accent}">${esc(subtitle)}</text>
</svg>`;
}

export function renderLogo(code: string, name: string, variant: 'light' | 'dark' = 'light'): string {
  const p = BRAND_PALETTES[code] ?? PALETTES[0]!;
  const k = idPrefix(`logo:${code}:${variant}`);
  const text = variant === 'light' ? '#ffffff' : darken(p.from, 0.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" role="img" aria-label="${esc(name)}">
<defs><linearGradient id="${k}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient></defs>
<circle cx="48" cy="48" r="40" fill="url(#${k}g)" stroke="${p.accent}" stroke-width="4"/>
<path d="${polygon(48, 50, 28, 5, -90, 12)}" fill="${p.accent}"/>
<text x="100" y="60" font-family="${FONT_DISPLAY}" font-size="34" fill="${text}">${esc(name)}</text>
</svg>`;
}

export function renderRegisterBackground(template: string): string {
  const p = PALETTES[template.length % PALETTES.length]!;
  const rnd = randomFor(`register-bg:${template}`);
  const k = idPrefix(`register-bg:${template}`);
  const shapes = Array.from({ length: 24 }, () => {
    const r = 10 + rnd() * 60;
    return `<path d="${polygon(rnd() * 1200, rnd() * 800, r, 6, rnd() * 60)}" fill="${lighten(p.to, 0.2)}" opacity="${n(0.06 + rnd() * 0.14)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="${k}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${darken(p.to, 0.4)}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#${k}g)"/>${shapes}
</svg>`;
}
