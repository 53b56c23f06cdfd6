const hex = (colour: string): [number, number, number] | null => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : null;
};

/**
 * `amount` of `colour` over `base`, as a solid #rrggbb colour (`base` when either is not #rrggbb).
 * Tints and inks are solid rather than translucent so the text contrast on them is what a contrast
 * test measures, whatever lies behind.
 */
export function mix(colour: string, base: string, amount: number): string {
  const a = hex(colour);
  const b = hex(base);
  if (!a || !b) return base;
  const channel = (i: 0 | 1 | 2) =>
    Math.round(a[i] * amount + b[i] * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const rgb = hex(colour);
    if (!rgb) return 0;
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
