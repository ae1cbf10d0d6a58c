import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SPORTS } from '@shared/constants';
import { SPORT_IMAGE_VARIANTS } from '@shared/rules/sport-images';

// Draws the other pictures of each sport (web/public/sports/{sport}-{n}.svg, committed) from its
// illustration, so a list of coverless games of one sport does not repeat one picture: each variant
// turns the colours round the wheel (whites, greys and the ink stay) and mirrors the scene or lays
// a faint stripe over it. Run by hand when an illustration changes:
// `npx tsx web/build/draw-sport-variants.ts`.
const sportsDir = fileURLToPath(new URL('../public/sports/', import.meta.url));

/** How each variant after the first differs: a hue turn in degrees, and mirrored or striped. */
const LOOKS = [
  { hue: 38, mirror: true, stripes: false },
  { hue: -42, mirror: false, stripes: true },
] as const;

function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex([h, s, l]: [number, number, number]): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [0, 8, 4]
    .map((n) =>
      Math.round(f(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

const expand = (hex: string) => (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex);

/** Turns a colour's hue; greys, near-whites and the dark ink keep theirs (they read as lines and light). */
function turned(hex: string, degrees: number): string {
  const [h, s, l] = hexToHsl(expand(hex));
  if (s < 0.2 || l > 0.93 || l < 0.18) return hex;
  return hslToHex([(h + degrees + 360) % 360, s, l]);
}

for (const sport of [...SPORTS, 'other']) {
  const svg = readFileSync(`${sportsDir}${sport}.svg`, 'utf8');
  const open = svg.indexOf('>') + 1;
  const close = svg.lastIndexOf('</svg>');
  LOOKS.slice(0, SPORT_IMAGE_VARIANTS - 1).forEach((look, i) => {
    const body = svg
      .slice(open, close)
      .replace(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi, (_, hex: string) => `#${turned(hex, look.hue)}`);
    const scene = look.mirror ? `<g transform="matrix(-1 0 0 1 800 0)">${body}</g>` : body;
    const stripes = look.stripes
      ? '<defs><pattern id="v" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0v48" stroke="#fff" stroke-width="14"/></pattern></defs><rect width="800" height="450" fill="url(#v)" opacity=".07"/>'
      : '';
    writeFileSync(`${sportsDir}${sport}-${i + 2}.svg`, `${svg.slice(0, open)}${scene}${stripes}</svg>`);
  });
}
