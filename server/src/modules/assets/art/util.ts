/** Small helpers for the generated SVG artwork: colours, escaping, number formatting. */
import { hashString, prng } from '../../../seed/catalogue';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Rounds for compact SVG output. */
export const n = (v: number) => String(Math.round(v * 100) / 100);

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const hex2 = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

/** Mixes two colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(c: string): number {
  const [r, g, b] = parse(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A seeded random source for one piece of artwork (same id, same picture). */
export const randomFor = (id: string) => prng(hashString(`art:${id}`));

/** An id prefix unique to one picture, so inlined SVGs never share gradient ids. */
export const idPrefix = (id: string) => `a${hashString(id).toString(36)}`;

/** Points of a regular polygon (or a star when inner is given) around (cx, cy). */
export function polygon(cx: number, cy: number, r: number, sides: number, rotationDeg = -90, inner?: number): string {
  const pts: string[] = [];
  const count = inner === undefined ? sides : sides * 2;
  for (let i = 0; i < count; i++) {
    const radius = inner !== undefined && i % 2 === 1 ? inner : r;
    const a = ((rotationDeg + (360 / count) * i) * Math.PI) / 180;
    pts.push(`${n(cx + radius * Math.cos(a))},${n(cy + radius * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** The path of a ring sector (annulus slice) between two angles in degrees. */
export function sector(cx: number, cy: number, r1: number, r2: number, a1: number, a2: number): string {
  const rad = (a: number) => (a * Math.PI) / 180;
  const p = (r: number, a: number) => `${n(cx + r * Math.cos(rad(a)))} ${n(cy + r * Math.sin(rad(a)))}`;
  const large = a2 - a1 > 180 ? 1 : 0;
  return `M${p(r2, a1)} A${n(r2)} ${n(r2)} 0 ${large} 1 ${p(r2, a2)} L${p(r1, a2)} A${n(r1)} ${n(r1)} 0 ${large} 0 ${p(r1, a1)} Z`;
}

/** Splits a title into at most `maxLines` lines of roughly balanced length. */
export function wrapTitle(title: string, maxChars: number, maxLines = 2): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  if (title.length <= maxChars || words.length === 1) return [title];
  let best: string[] = [title];
  let bestScore = Infinity;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const score = Math.max(...lines.map((l) => l.length));
    if (score < bestScore) {
      bestScore = score;
      best = lines;
    }
  }
  return best.slice(0, maxLines);
}

/** True when the text is mostly CJK (wider glyphs). */
export const isWide = (s: string) => /[\u3000-\u9fff\uac00-\ud7af]/.test(s);

export const FONT_DISPLAY =
  "'Arial Black','Segoe UI Black','Trebuchet MS',Arial,'Noto Sans CJK SC','Microsoft YaHei',sans-serif";
export const FONT_UI = "'Segoe UI','Helvetica Neue',Arial,'Noto Sans CJK SC','Microsoft YaHei',sans-serif";
