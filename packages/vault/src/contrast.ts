/** Text must keep WCAG AA contrast with its background (4.5:1); controls' edges the non-text 3:1. */
const TEXT = 4.5;
const EDGE = 3;

/** Which token pairs must stay readable: foreground, background, the contrast they need. */
export const READABLE_PAIRS: readonly (readonly [string, string, number])[] = [
  ['--kh-color-text', '--kh-color-surface', TEXT],
  ['--kh-color-muted', '--kh-color-surface', TEXT],
  ['--kh-color-danger', '--kh-color-surface', TEXT],
  ['--kh-color-on-accent', '--kh-color-accent', TEXT],
  ['--kh-color-accent', '--kh-color-surface', EDGE],
  ['--kh-color-border', '--kh-color-surface', EDGE],
];

/** An opaque sRGB colour from a computed `rgb()` / `rgba()` / `color(srgb …)` value; null otherwise. */
export function opaqueRgb(computed: string): [number, number, number] | null {
  const rgb = /^rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(computed);
  if (rgb) {
    if (rgb[4] !== undefined && parseFloat(rgb[4]) < (rgb[4].endsWith('%') ? 100 : 1)) return null;
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+%?))?\)$/.exec(computed);
  if (srgb) {
    if (srgb[4] !== undefined && parseFloat(srgb[4]) < (srgb[4].endsWith('%') ? 100 : 1)) return null;
    return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  }
  return null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two computed colours; 0 when either is not an opaque colour we can read. */
export function contrastRatio(a: string, b: string): number {
  const ca = opaqueRgb(a);
  const cb = opaqueRgb(b);
  if (!ca || !cb) return 0;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The computed colour a token gives now (through a probe element of the frame's own document). */
export function computedToken(name: string): string {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = `var(${name})`;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}
