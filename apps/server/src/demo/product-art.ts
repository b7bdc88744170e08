// Product pictures drawn by the shop itself: each demo product's `art` becomes a stylised
// studio shot of the device (SVG), rendered to WebP with sharp at seed time.
// Details (background hue, LED counts, a small tilt...) vary with a hash of the SKU, so no
// two pictures are alike and the same SKU always gives the same picture.
import type { ProductArt } from './catalogue.ts';

const SIZE = 800;
const FONT = 'sans-serif';

// ------------------------------------------------------------------ helpers

/** FNV-1a, 32 bit. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];

function parseHex(hex: string, fallback: Rgb = [156, 163, 175]): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return fallback;
  const digits =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : m[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) =>
    ch === '<'
      ? '&lt;'
      : ch === '>'
        ? '&gt;'
        : ch === '&'
          ? '&amp;'
          : ch === "'"
            ? '&apos;'
            : '&quot;',
  );
}

/** Rounds to one decimal to keep the SVG small. */
const n1 = (v: number) => Math.round(v * 10) / 10;

type Ctx = {
  body: string;
  accent: string;
  light: string;
  dark: string;
  deep: string;
  /** text/icon colour that reads on the body */
  ink: string;
  isDark: boolean;
  rand: () => number;
  int: (min: number, max: number) => number;
  name: string;
};

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`;
}

function lens(cx: number, cy: number, r: number, c: Ctx): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${n1(r)}" fill="#0a0c10"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.86)}" fill="url(#lensRing)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.66)}" fill="url(#glass)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.32)}" fill="#030406"/>`,
    `<circle cx="${n1(cx + r * 0.2)}" cy="${n1(cy + r * 0.22)}" r="${n1(r * 0.12)}" fill="${c.accent}" opacity="0.45"/>`,
    `<ellipse cx="${n1(cx - r * 0.26)}" cy="${n1(cy - r * 0.3)}" rx="${n1(r * 0.22)}" ry="${n1(r * 0.12)}" fill="#ffffff" opacity="0.6" transform="rotate(-35 ${n1(cx - r * 0.26)} ${n1(cy - r * 0.3)})"/>`,
  ].join('');
}

function irLed(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="#22161a"/>` +
    `<circle cx="${n1(cx - r * 0.3)}" cy="${n1(cy - r * 0.3)}" r="${n1(r * 0.35)}" fill="#8a4a55" opacity="0.7"/>`
  );
}

/** LEDs spread evenly on a circle. */
function ledRing(cx: number, cy: number, radius: number, count: number, r: number, start = 0) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    out += irLed(cx + Math.cos(a) * radius, cy + Math.sin(a) * radius, r);
  }
  return out;
}

function glow(cx: number, cy: number, r: number, opacity = 1): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#accentGlow)" opacity="${opacity}"/>`;
}

/** A box seen from the front-left and slightly above: front face at (x, y, w, h), depth offset (dx, -dy). */
function box3d(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  c: Ctx,
  parts: { front?: string; top?: string; side?: string } = {},
): string {
  const top = `${x},${y} ${x + w},${y} ${x + w + dx},${y - dy} ${x + dx},${y - dy}`;
  const side = `${x + w},${y} ${x + w + dx},${y - dy} ${x + w + dx},${y - dy + h} ${x + w},${y + h}`;
  // Local frames for details: top (u along width, v 0..100 into depth); side (v 0..100, z down).
  const topFrame = `matrix(1 0 ${dx / 100} ${-dy / 100} ${x} ${y})`;
  const sideFrame = `matrix(${dx / 100} ${-dy / 100} 0 1 ${x + w} ${y})`;
  return [
    `<polygon points="${top}" fill="url(#topFace)"/>`,
    parts.top ? `<g transform="${topFrame}">${parts.top}</g>` : '',
    `<polygon points="${side}" fill="${c.dark}"/>`,
    parts.side ? `<g transform="${sideFrame}">${parts.side}</g>` : '',
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#bodyV)"/>`,
    `<line x1="${x}" y1="${y + 1}" x2="${x + w}" y2="${y + 1}" stroke="${c.light}" stroke-width="2" opacity="0.8"/>`,
    `<line x1="${x + w}" y1="${y}" x2="${x + w + dx}" y2="${y - dy}" stroke="${c.light}" stroke-width="1.5" opacity="0.5"/>`,
    parts.front ?? '',
  ].join('');
}

/** Parallel slots, e.g. vents or speaker grilles. */
function slots(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  gap: number,
  fill: string,
  opacity: number,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<rect x="${n1(x)}" y="${n1(y + i * (h + gap))}" width="${w}" height="${h}" rx="${n1(h / 2)}" fill="${fill}" opacity="${opacity}"/>`;
  }
  return out;
}

/** Arcs radiating from (cx, cy) between two angles in degrees (0 = right, 90 = down). */
function waves(
  cx: number,
  cy: number,
  radii: number[],
  from: number,
  to: number,
  stroke: string,
  width: number,
  maxOpacity = 0.9,
) {
  return radii
    .map((r, i) => {
      const a0 = (from * Math.PI) / 180;
      const a1 = (to * Math.PI) / 180;
      const [x0, y0] = [n1(cx + Math.cos(a0) * r), n1(cy + Math.sin(a0) * r)];
      const [x1, y1] = [n1(cx + Math.cos(a1) * r), n1(cy + Math.sin(a1) * r)];
      const large = Math.abs(to - from) > 180 ? 1 : 0;
      const opacity = n1(maxOpacity * (1 - (i * 0.6) / Math.max(1, radii.length - 1)));
      return `<path d="M${x0},${y0} A${r},${r} 0 ${large} 1 ${x1},${y1}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
    })
    .join('');
}

/** Button label text, centred. */
function label(x: number, y: number, text: string, size: number, fill: string, weight = 600) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`;
}

// ------------------------------------------------------------------ devices

function drawDome(c: Ctx): string {
  const ir = c.int(3, 6);
  let leds = '';
  for (let i = 0; i < ir; i++) {
    const a = Math.PI * (0.2 + (0.6 * i) / Math.max(1, ir - 1));
    leds += irLed(400 + Math.cos(a) * 92, 392 + Math.sin(a) * 64, 7);
  }
  return [
    shadow(400, 572, 290, 42),
    // base drum
    `<path d="M168,468 L168,532 A232,54 0 0 0 632,532 L632,468 Z" fill="url(#bodyH)"/>`,
    `<path d="M168,512 A232,54 0 0 0 632,512" fill="none" stroke="${c.accent}" stroke-width="5" opacity="0.9"/>`,
    `<ellipse cx="400" cy="468" rx="232" ry="54" fill="${c.light}"/>`,
    `<ellipse cx="400" cy="468" rx="206" ry="45" fill="${c.dark}"/>`,
    // camera module under the glass
    `<ellipse cx="400" cy="462" rx="150" ry="30" fill="#1a1d22"/>`,
    `<path d="M290,462 A110,118 0 0 1 510,462 Z" fill="#22262d"/>`,
    `<circle cx="400" cy="388" r="74" fill="#121418"/>`,
    lens(400, 388, 50, c),
    leds,
    // smoked glass hemisphere
    `<path d="M204,468 A196,196 0 0 1 596,468 A196,44 0 0 1 204,468 Z" fill="url(#smoke)"/>`,
    `<path d="M246,420 A160,160 0 0 1 352,306" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.35"/>`,
    `<circle cx="378" cy="298" r="7" fill="#ffffff" opacity="0.6"/>`,
    `<path d="M204,468 A196,44 0 0 0 596,468" fill="none" stroke="${c.light}" stroke-width="4" opacity="0.8"/>`,
    `<circle cx="590" cy="530" r="6" fill="${c.accent}"/>`,
  ].join('');
}

function drawBullet(c: Ctx): string {
  const ir = c.int(4, 8);
  let leds = '';
  for (let i = 0; i < ir; i++) {
    const a = (i / ir) * Math.PI * 2 + 0.3;
    leds += irLed(Math.cos(a) * 64, Math.sin(a) * 64, 8);
  }
  return [
    shadow(450, 622, 250, 34),
    // pigtail cable
    `<path d="M602,392 C660,420 640,520 690,590" fill="none" stroke="#16181c" stroke-width="12" stroke-linecap="round"/>`,
    // stand: base, post, ball joint
    `<path d="M360,586 L360,604 A112,28 0 0 0 584,604 L584,586 Z" fill="${c.dark}"/>`,
    `<ellipse cx="472" cy="586" rx="112" ry="28" fill="url(#bodyV)"/>`,
    `<rect x="454" y="430" width="36" height="158" rx="10" fill="url(#bodyH)"/>`,
    `<circle cx="472" cy="438" r="30" fill="url(#bodyR)"/>`,
    // body cylinder and back cap
    `<rect x="226" y="298" width="372" height="126" rx="22" fill="url(#bodyV)"/>`,
    `<ellipse cx="596" cy="361" rx="22" ry="62" fill="${c.dark}"/>`,
    `<rect x="284" y="298" width="9" height="126" fill="${c.accent}"/>`,
    // front face with lens and IR ring, foreshortened
    `<g transform="translate(230 362) scale(0.62 1)">`,
    `<circle r="104" fill="${c.dark}"/><circle r="94" fill="#111418"/>`,
    leds,
    lens(0, 0, 40, c),
    `</g>`,
    // sun shield
    `<path d="M166,322 C166,278 196,260 240,260 L588,260 C618,260 632,278 632,300 L632,322 Z" fill="url(#bodyV)"/>`,
    `<path d="M166,322 L632,322" stroke="${c.deep}" stroke-width="3" opacity="0.5"/>`,
    `<path d="M186,276 C200,266 220,264 240,264 L580,264" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.5"/>`,
  ].join('');
}

function drawTurret(c: Ctx): string {
  const ir = c.int(1, 3);
  let leds = '';
  for (let i = 0; i < ir; i++) {
    leds += irLed(400 - 66, 370 - 30 + i * 30, 13) + irLed(400 + 66, 370 - 30 + i * 30, 13);
  }
  return [
    shadow(400, 600, 250, 38),
    `<ellipse cx="400" cy="482" rx="192" ry="44" fill="${c.dark}"/>`,
    // ball
    `<circle cx="400" cy="382" r="168" fill="url(#bodyR)"/>`,
    `<circle cx="400" cy="372" r="112" fill="${c.accent}"/>`,
    `<circle cx="400" cy="372" r="104" fill="#121418"/>`,
    leds,
    lens(400, 372, 46, c),
    `<circle cx="400" cy="444" r="5" fill="#3b4048"/>`,
    `<ellipse cx="330" cy="256" rx="62" ry="30" fill="#ffffff" opacity="0.35" transform="rotate(-30 330 256)"/>`,
    // cup base in front of the ball
    `<path d="M208,482 A192,44 0 0 0 592,482 L604,560 A204,46 0 0 1 196,560 Z" fill="url(#bodyH)"/>`,
    `<path d="M208,482 A192,44 0 0 0 592,482" fill="none" stroke="${c.light}" stroke-width="6"/>`,
  ].join('');
}

function drawPtz(c: Ctx): string {
  const ir = c.int(2, 4);
  let panels = '';
  for (let i = 0; i < ir; i++) {
    const x = 400 - ((ir - 1) * 62) / 2 + i * 62;
    panels += `<rect x="${n1(x - 24)}" y="246" width="48" height="44" rx="10" fill="#23171b"/>`;
    panels += `<circle cx="${n1(x - 8)}" cy="262" r="6" fill="#8a4a55" opacity="0.6"/>`;
  }
  return [
    shadow(430, 690, 230, 30),
    `<g transform="translate(0 40)">`,
    // wall bracket and arm
    `<rect x="640" y="120" width="62" height="210" rx="14" fill="url(#bodyH)"/>`,
    `<path d="M664,206 C600,206 560,150 480,150 L400,150 L400,214" fill="none" stroke="${c.deep}" stroke-width="62" stroke-linejoin="round"/>`,
    `<path d="M664,206 C600,206 560,150 480,150 L400,150 L400,214" fill="none" stroke="url(#bodyV)" stroke-width="52" stroke-linejoin="round"/>`,
    `<path d="M664,190 C610,190 560,134 480,134 L410,134" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.35"/>`,
    // housing
    `<path d="M246,262 Q246,206 306,206 L494,206 Q554,206 554,262 L554,372 L246,372 Z" fill="url(#bodyH)"/>`,
    panels,
    `<rect x="246" y="330" width="308" height="10" fill="${c.accent}"/>`,
    `<ellipse cx="400" cy="372" rx="154" ry="16" fill="${c.deep}"/>`,
    // lower smoked dome with lens
    `<path d="M258,372 A142,142 0 0 0 542,372 Z" fill="#15181d"/>`,
    `<circle cx="400" cy="436" r="64" fill="#0b0d10"/>`,
    lens(400, 436, 44, c),
    `<path d="M258,372 A142,142 0 0 0 542,372 Z" fill="url(#smoke)" opacity="0.55"/>`,
    `<path d="M284,404 A120,120 0 0 0 340,486" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.3"/>`,
    `</g>`,
  ].join('');
}

function drawFisheye(c: Ctx): string {
  const ir = c.int(8, 12);
  const screws = [0.4, 2.5, 4.6]
    .map((a) => {
      const x = 400 + Math.cos(a) * 226;
      const y = 390 + Math.sin(a) * 226;
      return `<circle cx="${n1(x)}" cy="${n1(y)}" r="9" fill="${c.dark}"/><circle cx="${n1(x)}" cy="${n1(y)}" r="5" fill="${c.light}"/>`;
    })
    .join('');
  return [
    `<circle cx="418" cy="420" r="282" fill="url(#floor)"/>`,
    `<circle cx="400" cy="390" r="258" fill="url(#bodyR)"/>`,
    `<circle cx="400" cy="390" r="240" fill="none" stroke="${c.light}" stroke-width="4" opacity="0.8"/>`,
    screws,
    `<circle cx="400" cy="390" r="204" fill="url(#bodyV)"/>`,
    `<circle cx="400" cy="390" r="196" fill="#15181d"/>`,
    ledRing(400, 390, 168, ir, 9, c.rand()),
    `<circle cx="400" cy="390" r="138" fill="none" stroke="${c.accent}" stroke-width="6"/>`,
    `<circle cx="400" cy="390" r="124" fill="url(#smoke)"/>`,
    lens(400, 390, 82, c),
    `<path d="M300,330 A118,118 0 0 1 372,276" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.35"/>`,
  ].join('');
}

function drawDoorbell(c: Ctx): string {
  return [
    shadow(400, 690, 150, 24),
    `<rect x="326" y="122" width="170" height="560" rx="85" fill="${c.deep}"/>`,
    `<rect x="314" y="112" width="172" height="562" rx="86" fill="url(#bodyH)"/>`,
    `<rect x="330" y="128" width="140" height="530" rx="70" fill="url(#bodyV)" opacity="0.7"/>`,
    // camera
    `<circle cx="400" cy="222" r="58" fill="#101317"/>`,
    lens(400, 222, 34, c),
    irLed(356, 222, 6),
    irLed(444, 222, 6),
    // speaker slots
    slots(365, 318, 70, 7, 3, 10, c.ink, 0.35),
    // button
    glow(400, 534, 110, 0.8),
    `<circle cx="400" cy="534" r="66" fill="${c.deep}"/>`,
    `<circle cx="400" cy="534" r="58" fill="none" stroke="${c.accent}" stroke-width="7"/>`,
    `<circle cx="400" cy="534" r="50" fill="url(#bodyR)"/>`,
    // bell icon
    `<path d="M400,508 C384,508 376,520 376,534 L376,548 L370,556 L430,556 L424,548 L424,534 C424,520 416,508 400,508 Z" fill="${c.accent}" opacity="0.85"/>`,
    `<circle cx="400" cy="562" r="6" fill="${c.accent}" opacity="0.85"/>`,
  ].join('');
}

function portCountFrom(name: string, fallback: number): number {
  const m = /(\d+)-Port/i.exec(name);
  const n = m?.[1] ? Number(m[1]) : fallback;
  return Math.max(4, Math.min(24, n));
}

function drawNvr(c: Ctx): string {
  const leds = c.int(3, 6);
  const bays = c.int(2, 4);
  const h = 100;
  let front = '';
  for (let i = 0; i < leds; i++) {
    front += `<circle cx="${136 + i * 18}" cy="430" r="5" fill="${i === 0 ? '#22c55e' : c.accent}"/>`;
  }
  front += `<text x="136" y="468" font-family="${FONT}" font-size="15" font-weight="700" fill="${c.ink}" opacity="0.7">SecureVision</text>`;
  front += `<rect x="270" y="452" width="22" height="10" rx="2" fill="#0c0e11"/>`;
  const bayW = 260 / bays;
  for (let i = 0; i < bays; i++) {
    const x = 318 + i * bayW;
    front += `<rect x="${n1(x)}" y="414" width="${n1(bayW - 10)}" height="72" rx="6" fill="${c.deep}"/>`;
    front += `<rect x="${n1(x + 8)}" y="424" width="${n1(bayW - 26)}" height="10" rx="4" fill="${c.light}" opacity="0.5"/>`;
    front += slots(x + 8, 444, bayW - 26, 4, 4, 5, c.ink, 0.25);
    front += `<circle cx="${n1(x + bayW - 20)}" cy="428" r="3.5" fill="${c.accent}"/>`;
  }
  let vents = '';
  for (let i = 0; i < 12; i++) {
    vents += `<rect x="${250 + i * 18}" y="30" width="8" height="48" rx="4" fill="${c.deep}" opacity="0.35"/>`;
  }
  return [
    shadow(420, 512, 330, 44),
    `<rect x="140" y="498" width="40" height="10" rx="3" fill="#111"/>`,
    `<rect x="540" y="498" width="40" height="10" rx="3" fill="#111"/>`,
    box3d(120, 400, 480, h, 110, 84, c, { front, top: vents }),
  ].join('');
}

function drawDvr(c: Ctx): string {
  const bnc = c.int(4, 8);
  let front = '';
  for (let i = 0; i < bnc; i++) {
    const x = 146 + (i % 4) * 40;
    const y = 426 + Math.floor(i / 4) * 38;
    front += `<circle cx="${x}" cy="${y}" r="14" fill="url(#metal)"/><circle cx="${x}" cy="${y}" r="6" fill="#111"/><circle cx="${x}" cy="${y}" r="2" fill="#d4a017"/>`;
  }
  front += `<rect x="318" y="418" width="34" height="28" rx="3" fill="#0c0e11"/><rect x="326" y="440" width="18" height="6" fill="#2d333b"/>`;
  front += `<path d="M366,420 L404,420 L398,440 L372,440 Z" fill="#0c0e11"/>`;
  front += `<path d="M418,418 L468,418 L462,442 L424,442 Z" fill="${c.accent}"/>`;
  front += `<rect x="318" y="458" width="26" height="12" rx="2" fill="#0c0e11"/><rect x="352" y="458" width="26" height="12" rx="2" fill="#0c0e11"/>`;
  front += `<circle cx="530" cy="450" r="36" fill="${c.deep}"/>`;
  for (let r = 30; r > 6; r -= 8) {
    front += `<circle cx="530" cy="450" r="${r}" fill="none" stroke="${c.light}" stroke-width="2.5" opacity="0.6"/>`;
  }
  front += `<rect x="580" y="420" width="22" height="30" rx="3" fill="#0c0e11"/>`;
  let vents = '';
  for (let i = 0; i < 12; i++) {
    vents += `<rect x="${140 + i * 20}" y="40" width="9" height="44" rx="4" fill="${c.deep}" opacity="0.35"/>`;
  }
  return [
    shadow(420, 512, 330, 44),
    `<rect x="140" y="496" width="40" height="10" rx="3" fill="#111"/>`,
    `<rect x="560" y="496" width="40" height="10" rx="3" fill="#111"/>`,
    box3d(120, 404, 500, 92, 100, 76, c, { front, top: vents }),
  ].join('');
}

function drawAlarmPanel(c: Ctx): string {
  const tiles = [0.55, 0.3, 0.3]
    .map(
      (o, i) =>
        `<rect x="${276 + i * 86}" y="346" width="76" height="46" rx="8" fill="${c.accent}" opacity="${o}"/>`,
    )
    .join('');
  let grille = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 13; col++) {
      grille += `<circle cx="${304 + col * 16}" cy="${594 + row * 16}" r="3.6" fill="${c.ink}" opacity="0.3"/>`;
    }
  }
  const lit = c.int(0, 2);
  const buttons = [0, 1, 2]
    .map((i) => {
      const x = 316 + i * 84;
      const ring = i === lit ? c.accent : c.dark;
      return `<circle cx="${x}" cy="478" r="27" fill="url(#bodyR)" stroke="${ring}" stroke-width="4"/>`;
    })
    .join('');
  return [
    shadow(410, 680, 220, 26),
    `<rect x="234" y="142" width="360" height="520" rx="36" fill="${c.deep}"/>`,
    `<rect x="220" y="130" width="360" height="520" rx="36" fill="url(#bodyV)"/>`,
    `<rect x="220" y="130" width="360" height="520" rx="36" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.7"/>`,
    // touchscreen
    `<rect x="250" y="164" width="300" height="252" rx="14" fill="#0e1218"/>`,
    `<circle cx="400" cy="262" r="120" fill="url(#accentGlow)" opacity="0.45"/>`,
    `<path d="M400,212 L446,228 L446,264 C446,290 428,308 400,318 C372,308 354,290 354,264 L354,228 Z" fill="${c.accent}"/>`,
    `<path d="M380,264 L395,279 L422,250" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    tiles,
    `<path d="M250,164 L430,164 L300,416 L250,416 Z" fill="#ffffff" opacity="0.05"/>`,
    buttons,
    `<circle cx="372" cy="544" r="5" fill="#22c55e"/><circle cx="400" cy="544" r="5" fill="${c.accent}"/><circle cx="428" cy="544" r="5" fill="${c.dark}"/>`,
    grille,
  ].join('');
}

function drawKeypad(c: Ctx): string {
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];
  const keyFill = c.isDark ? mix(c.body, '#ffffff', 0.18) : '#ffffff';
  const keyInk = c.isDark ? '#f3f4f6' : '#374151';
  let out = '';
  keys.forEach((k, i) => {
    const x = 320 + (i % 3) * 80;
    const y = 318 + Math.floor(i / 3) * 76;
    out += `<rect x="${x - 32}" y="${y - 24}" width="64" height="54" rx="13" fill="${c.deep}" opacity="0.35"/>`;
    out += `<rect x="${x - 32}" y="${y - 28}" width="64" height="54" rx="13" fill="${keyFill}"/>`;
    out += label(x, y - 1, k, 26, keyInk);
  });
  const bars = c.int(3, 6);
  let lcd = '';
  for (let i = 0; i < bars; i++) {
    lcd += `<rect x="${296 + i * 34}" y="176" width="24" height="12" rx="2" fill="${c.accent}" opacity="0.85"/>`;
  }
  return [
    shadow(410, 712, 200, 24),
    `<rect x="264" y="122" width="300" height="580" rx="32" fill="${c.deep}"/>`,
    `<rect x="250" y="110" width="300" height="580" rx="32" fill="url(#bodyV)"/>`,
    `<rect x="250" y="110" width="300" height="580" rx="32" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.6"/>`,
    `<rect x="280" y="144" width="240" height="84" rx="10" fill="#0d1412"/>`,
    lcd,
    `<rect x="296" y="200" width="120" height="8" rx="2" fill="${c.accent}" opacity="0.45"/>`,
    `<circle cx="370" cy="254" r="5" fill="#22c55e"/><circle cx="400" cy="254" r="5" fill="${c.accent}"/><circle cx="430" cy="254" r="5" fill="#f59e0b"/>`,
    out,
    `<rect x="288" y="630" width="64" height="22" rx="11" fill="${c.accent}"/>`,
    `<rect x="368" y="630" width="64" height="22" rx="11" fill="${keyFill}"/>`,
    `<rect x="448" y="630" width="64" height="22" rx="11" fill="${keyFill}"/>`,
  ].join('');
}

function drawMotionSensor(c: Ctx): string {
  let facets = '';
  for (let y = 420; y < 620; y += 24) {
    facets += `<path d="M280,${y} Q400,${y + 18} 520,${y}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.55"/>`;
  }
  facets += `<path d="M400,400 L400,620" stroke="#ffffff" stroke-width="3" opacity="0.45"/>`;
  facets += `<path d="M340,400 Q336,520 352,600 M460,400 Q464,520 448,600" fill="none" stroke="#ffffff" stroke-width="2.5" opacity="0.4"/>`;
  return [
    shadow(400, 700, 180, 24),
    // wall bracket behind the sensor
    `<path d="M300,150 L500,150 L486,120 L314,120 Z" fill="${c.dark}"/>`,
    `<path d="M286,160 L514,160 Q536,160 536,182 L530,470 Q524,610 400,650 Q276,610 270,470 L264,182 Q264,160 286,160 Z" fill="url(#bodyH)"/>`,
    `<path d="M270,190 L530,190" stroke="${c.dark}" stroke-width="4" opacity="0.6"/>`,
    // Fresnel lens
    `<clipPath id="pirLens"><path d="M286,398 L514,398 Q512,566 400,614 Q288,566 286,398 Z"/></clipPath>`,
    `<path d="M286,398 L514,398 Q512,566 400,614 Q288,566 286,398 Z" fill="url(#milk)"/>`,
    `<g clip-path="url(#pirLens)">${facets}</g>`,
    `<path d="M286,398 L514,398" stroke="${c.dark}" stroke-width="3" opacity="0.5"/>`,
    glow(400, 352, 40, 0.8),
    `<circle cx="400" cy="352" r="9" fill="${c.accent}"/>`,
    `<ellipse cx="330" cy="250" rx="22" ry="70" fill="#ffffff" opacity="0.25"/>`,
  ].join('');
}

function drawDoorContact(c: Ctx): string {
  return [
    shadow(410, 650, 210, 28),
    `<g transform="rotate(-6 400 400)">`,
    waves(320, 152, [34, 62, 90], -140, -40, c.accent, 9),
    // sensor
    `<rect x="262" y="190" width="140" height="430" rx="28" fill="${c.deep}"/>`,
    `<rect x="250" y="180" width="140" height="430" rx="28" fill="url(#bodyH)"/>`,
    `<rect x="250" y="180" width="140" height="430" rx="28" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.7"/>`,
    glow(320, 230, 30, 0.9),
    `<circle cx="320" cy="230" r="8" fill="${c.accent}"/>`,
    `<rect x="300" y="560" width="40" height="6" rx="3" fill="${c.ink}" opacity="0.3"/>`,
    `<path d="M390,392 L376,404 L390,416 Z" fill="${c.accent}"/>`,
    // magnet
    `<rect x="432" y="278" width="92" height="250" rx="22" fill="${c.deep}"/>`,
    `<rect x="422" y="270" width="92" height="250" rx="22" fill="url(#bodyH)"/>`,
    `<rect x="422" y="270" width="92" height="250" rx="22" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.7"/>`,
    `<path d="M422,392 L436,404 L422,416 Z" fill="${c.accent}"/>`,
    `</g>`,
  ].join('');
}

function drawSiren(c: Ctx): string {
  return [
    glow(400, 224, 230, 0.55),
    shadow(410, 680, 210, 26),
    waves(400, 440, [210, 250, 290], -28, 28, c.accent, 8),
    waves(400, 440, [210, 250, 290], 152, 208, c.accent, 8),
    `<rect x="244" y="244" width="340" height="410" rx="64" fill="${c.deep}"/>`,
    `<rect x="230" y="232" width="340" height="410" rx="64" fill="url(#bodyV)"/>`,
    `<rect x="230" y="232" width="340" height="410" rx="64" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.7"/>`,
    // strobe
    `<rect x="262" y="176" width="276" height="100" rx="50" fill="${mix(c.accent, '#000000', 0.25)}"/>`,
    `<rect x="270" y="180" width="260" height="88" rx="44" fill="url(#accentV)"/>`,
    `<rect x="300" y="190" width="170" height="16" rx="8" fill="#ffffff" opacity="0.5"/>`,
    // louvres
    slots(290, 330, 220, 16, 7, 24, c.deep, 0.45),
    slots(290, 348, 220, 3, 7, 37, '#ffffff', 0.35),
    `<circle cx="400" cy="610" r="7" fill="${c.dark}"/>`,
  ].join('');
}

function drawCardReader(c: Ctx): string {
  const faceFill = c.isDark ? '#0d1014' : '#171b21';
  const cardTilt = -14 - c.int(0, 10);
  return [
    shadow(420, 700, 230, 26),
    // reader
    `<rect x="392" y="130" width="150" height="560" rx="30" fill="${c.deep}"/>`,
    `<rect x="380" y="120" width="150" height="560" rx="30" fill="url(#bodyH)"/>`,
    `<rect x="394" y="150" width="122" height="440" rx="20" fill="${faceFill}"/>`,
    `<rect x="420" y="172" width="70" height="9" rx="4.5" fill="${c.accent}"/>`,
    glow(455, 176, 50, 0.7),
    `<circle cx="426" cy="380" r="9" fill="#ffffff" opacity="0.9"/>`,
    waves(426, 380, [26, 46, 66], -50, 50, '#ffffff', 8),
    `<path d="M394,150 L470,150 L394,330 Z" fill="#ffffff" opacity="0.06"/>`,
    slots(430, 620, 50, 5, 3, 8, c.ink, 0.35),
    // card
    `<g transform="rotate(${cardTilt} 250 450)">`,
    `<rect x="148" y="390" width="216" height="136" rx="12" fill="#000000" opacity="0.12"/>`,
    `<rect x="142" y="380" width="216" height="136" rx="12" fill="url(#card)"/>`,
    `<rect x="142" y="400" width="216" height="26" fill="${c.accent}"/>`,
    `<rect x="164" y="444" width="40" height="30" rx="5" fill="#d4a84a"/>`,
    `<path d="M164,459 L204,459 M184,444 L184,474" stroke="#a3802f" stroke-width="2"/>`,
    `<rect x="222" y="448" width="100" height="8" rx="4" fill="#9ca3af" opacity="0.7"/>`,
    `<rect x="222" y="466" width="66" height="8" rx="4" fill="#9ca3af" opacity="0.5"/>`,
    `</g>`,
  ].join('');
}

function drawSmartLock(c: Ctx): string {
  const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
  let pad = '';
  digits.forEach((d, i) => {
    pad += label(370 + (i % 2) * 60, 192 + Math.floor(i / 2) * 44, d, 24, c.accent, 500);
  });
  let print = '';
  for (let r = 8; r <= 32; r += 8) {
    print += `<path d="M${400 - r},${478 + r * 0.3} A${r},${r + 4} 0 1 1 ${400 + r},${478 + r * 0.3}" fill="none" stroke="${c.accent}" stroke-width="3" opacity="0.8"/>`;
  }
  return [
    shadow(410, 700, 170, 24),
    `<rect x="318" y="120" width="190" height="566" rx="95" fill="${c.deep}"/>`,
    `<rect x="305" y="110" width="190" height="566" rx="95" fill="url(#bodyH)"/>`,
    `<rect x="305" y="110" width="190" height="566" rx="95" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.6"/>`,
    `<rect x="330" y="146" width="140" height="262" rx="66" fill="#0d1014"/>`,
    `<path d="M330,212 C330,176 356,146 400,146 L440,146 L340,330 Z" fill="#ffffff" opacity="0.06"/>`,
    pad,
    // fingerprint pad
    `<circle cx="400" cy="480" r="44" fill="#14181d"/>`,
    print,
    // key cylinder
    `<circle cx="400" cy="596" r="42" fill="url(#metal)"/>`,
    `<circle cx="400" cy="596" r="34" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.5"/>`,
    `<circle cx="400" cy="586" r="9" fill="#2a2e34"/><path d="M395,590 L405,590 L408,616 L392,616 Z" fill="#2a2e34"/>`,
  ].join('');
}

function drawIntercom(c: Ctx): string {
  const rows = c.int(2, 3);
  let buttons = '';
  for (let i = 0; i < rows * 2; i++) {
    const x = 266 + (i % 2) * 138;
    const y = 420 + Math.floor(i / 2) * 64;
    buttons += `<rect x="${x}" y="${y}" width="130" height="52" rx="10" fill="${c.isDark ? c.light : '#ffffff'}" opacity="${c.isDark ? 0.25 : 0.9}"/>`;
    buttons += `<circle cx="${x + 26}" cy="${y + 26}" r="13" fill="url(#bodyR)" stroke="${c.accent}" stroke-width="3.5"/>`;
    buttons += `<rect x="${x + 50}" y="${y + 21}" width="${56 - (i % 3) * 10}" height="9" rx="4.5" fill="${c.ink}" opacity="0.45"/>`;
  }
  let list = '';
  for (let i = 0; i < 4; i++) {
    list += `<rect x="294" y="${268 + i * 26}" width="${170 - i * 18}" height="10" rx="5" fill="#ffffff" opacity="${i === 1 ? 0.9 : 0.35}"/>`;
  }
  return [
    shadow(410, 712, 220, 26),
    `<rect x="244" y="112" width="340" height="590" rx="28" fill="${c.deep}"/>`,
    `<rect x="230" y="100" width="340" height="590" rx="28" fill="url(#bodyV)"/>`,
    `<rect x="230" y="100" width="340" height="590" rx="28" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.6"/>`,
    `<circle cx="400" cy="170" r="40" fill="#101317"/>`,
    lens(400, 170, 24, c),
    irLed(344, 170, 7),
    irLed(456, 170, 7),
    `<rect x="272" y="238" width="256" height="150" rx="10" fill="#0e1218"/>`,
    `<rect x="284" y="${258 + 26}" width="232" height="30" rx="6" fill="${c.accent}" opacity="0.55"/>`,
    list,
    buttons,
    slots(330, 420 + rows * 64 + 18, 140, 7, 3, 10, c.ink, 0.3),
  ].join('');
}

function drawPoeSwitch(c: Ctx): string {
  const ports = portCountFrom(c.name, [8, 12, 16][c.int(0, 2)] ?? 8);
  const perRow = ports > 12 ? Math.ceil(ports / 2) : ports;
  const rowsN = Math.ceil(ports / perRow);
  const pitch = Math.min(40, 360 / perRow);
  const pw = pitch - 8;
  const y0 = rowsN === 1 ? 440 : 424;
  let front = `<circle cx="140" cy="430" r="5" fill="#22c55e"/><circle cx="140" cy="450" r="5" fill="${c.accent}"/>`;
  for (let i = 0; i < ports; i++) {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    const x = 170 + col * pitch;
    const y = y0 + row * 36;
    front += `<rect x="${n1(x)}" y="${y}" width="${n1(pw)}" height="26" rx="2" fill="#0b0d10"/>`;
    front += `<rect x="${n1(x + pw * 0.3)}" y="${y + 20}" width="${n1(pw * 0.4)}" height="6" fill="#2d333b"/>`;
    front += `<rect x="${n1(x + 3)}" y="${y + 4}" width="${n1(pw - 6)}" height="3" fill="#b08a2e" opacity="0.7"/>`;
    front += `<circle cx="${n1(x + pw / 2)}" cy="${y - 6}" r="2.8" fill="${(i + row) % 3 === 0 ? c.accent : '#22c55e'}"/>`;
  }
  const sfpX = 170 + perRow * pitch + 12;
  front += `<rect x="${n1(sfpX)}" y="432" width="30" height="20" rx="2" fill="#0b0d10"/><rect x="${n1(sfpX + 38)}" y="432" width="30" height="20" rx="2" fill="#0b0d10"/>`;
  let vents = '';
  for (let i = 0; i < 16; i++) {
    vents += `<rect x="${180 + i * 16}" y="35" width="7" height="40" rx="3.5" fill="${c.deep}" opacity="0.3"/>`;
  }
  return [
    shadow(420, 508, 340, 42),
    box3d(110, 410, 520, 84, 110, 80, c, { front, top: vents }),
  ].join('');
}

function drawCable(c: Ctx): string {
  let loops = '';
  const turns = c.int(4, 6);
  for (let i = 0; i < turns; i++) {
    const cx = 392 + (c.rand() - 0.5) * 24;
    const cy = 372 + (c.rand() - 0.5) * 20;
    const rot = -14 + i * 6 + (c.rand() - 0.5) * 6;
    const e = `cx="${n1(cx)}" cy="${n1(cy)}" rx="${196 + i * 5}" ry="${132 - i * 5}" transform="rotate(${n1(rot)} ${n1(cx)} ${n1(cy)})" fill="none"`;
    loops += `<ellipse ${e} stroke="${c.deep}" stroke-width="24"/>`;
    loops += `<ellipse ${e} stroke="${c.body}" stroke-width="17"/>`;
    loops += `<ellipse ${e} stroke="#ffffff" stroke-width="4" opacity="0.25"/>`;
  }
  const end = (d: string) =>
    `<path d="${d}" fill="none" stroke="${c.deep}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.body}" stroke-width="17" stroke-linecap="round"/>`;
  const plug = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M-16,-30 L16,-30 L20,10 L-20,10 Z" fill="${c.accent}"/>` +
    `<rect x="-22" y="8" width="44" height="58" rx="4" fill="#e8f0f6" opacity="0.85" stroke="#9fb3c2" stroke-width="2"/>` +
    `<path d="M-15,60 L-15,46 M-11,60 L-11,46 M-7,60 L-7,46 M-3,60 L-3,46 M1,60 L1,46 M5,60 L5,46 M9,60 L9,46 M13,60 L13,46" stroke="#d4a017" stroke-width="2.2"/>` +
    `<rect x="-9" y="18" width="18" height="14" rx="2" fill="#c7d6e0"/>` +
    `</g>`;
  return [
    shadow(400, 640, 300, 40),
    loops,
    end('M236,452 C210,520 190,560 196,600'),
    end('M520,470 C560,520 600,540 630,566'),
    plug(196, 604, 12),
    plug(634, 570, -50),
    // hook-and-loop strap
    `<rect x="572" y="292" width="40" height="150" rx="10" fill="${c.accent}" transform="rotate(14 592 367)"/>`,
    `<rect x="580" y="300" width="24" height="134" rx="6" fill="#ffffff" opacity="0.2" transform="rotate(14 592 367)"/>`,
  ].join('');
}

function drawMount(c: Ctx): string {
  const screws = [
    [210, 240],
    [260, 240],
    [210, 470],
    [260, 470],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="12" fill="${c.deep}"/><circle cx="${x}" cy="${y}" r="6" fill="#6b7280"/>`,
    )
    .join('');
  const holes = [0.5, 2.6, 4.7]
    .map((a) => {
      const x = 560 + Math.cos(a) * 86;
      const y = 296 + Math.sin(a) * 24;
      return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="8" ry="4" fill="${c.deep}"/>`;
    })
    .join('');
  return [
    shadow(420, 640, 280, 32),
    // wall plate
    `<rect x="182" y="202" width="120" height="310" rx="18" fill="${c.deep}"/>`,
    `<rect x="172" y="192" width="120" height="310" rx="18" fill="url(#bodyH)"/>`,
    screws,
    // arm
    `<path d="M288,246 L536,302 Q572,310 576,340 L576,372 Q576,388 556,388 L288,398 Z" fill="url(#bodyV)"/>`,
    `<path d="M288,246 L536,302" stroke="${c.light}" stroke-width="4" opacity="0.8"/>`,
    // round camera plate
    `<path d="M440,296 L440,322 A120,34 0 0 0 680,322 L680,296 Z" fill="url(#bodyH)"/>`,
    `<ellipse cx="560" cy="296" rx="120" ry="34" fill="url(#topFace)"/>`,
    `<ellipse cx="560" cy="296" rx="100" ry="27" fill="none" stroke="${c.accent}" stroke-width="4"/>`,
    `<ellipse cx="560" cy="296" rx="24" ry="8" fill="${c.deep}"/>`,
    holes,
    // cable gland
    `<rect x="596" y="330" width="28" height="30" rx="4" fill="${c.dark}"/>`,
    `<rect x="600" y="356" width="20" height="14" rx="3" fill="#1c1f24"/>`,
  ].join('');
}

function drawHardDrive(c: Ctx): string {
  // Drive lid in its own frame: u across (0..300), v along (0..440), mapped to a 3/4 view.
  const frame = 'matrix(0.95 -0.3 0.42 0.36 165 330)';
  const screws = [
    [14, 14],
    [286, 14],
    [14, 426],
    [286, 426],
    [14, 220],
    [286, 220],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c.dark}"/>`)
    .join('');
  const lines = c.int(2, 4);
  let labelLines = '';
  for (let i = 0; i < lines; i++) {
    labelLines += `<rect x="40" y="${316 + i * 22}" width="${180 - i * 30}" height="9" rx="4" fill="#6b7280" opacity="0.6"/>`;
  }
  const lid = [
    `<rect x="0" y="0" width="300" height="440" rx="12" fill="url(#metal)"/>`,
    `<rect x="0" y="0" width="300" height="440" rx="12" fill="${c.body}" opacity="0.45"/>`,
    `<circle cx="150" cy="150" r="126" fill="${c.light}" opacity="0.35" stroke="${c.dark}" stroke-width="3"/>`,
    `<circle cx="150" cy="150" r="20" fill="${c.dark}"/>`,
    `<path d="M238,40 L282,84 L282,196 L250,226" fill="none" stroke="${c.dark}" stroke-width="3"/>`,
    screws,
    `<rect x="24" y="258" width="252" height="164" rx="6" fill="#f8fafc"/>`,
    `<rect x="24" y="258" width="252" height="40" rx="6" fill="${c.accent}"/>`,
    `<text x="40" y="286" font-family="${FONT}" font-size="20" font-weight="700" fill="#ffffff">SecureVision</text>`,
    labelLines,
    `<rect x="220" y="380" width="40" height="30" fill="#111827" opacity="0.75"/>`,
  ].join('');
  // Near faces below the lid edges (0,440)-(300,440) and (0,0)-(0,440), `t` thick.
  const [ax, ay] = [165, 330]; // lid corner (0, 0)
  const [bx, by] = [ax + 0.42 * 440, ay + 0.36 * 440]; // lid corner (0, 440)
  const [cx, cy] = [bx + 0.95 * 300, by - 0.3 * 300]; // lid corner (300, 440)
  const t = 46;
  const pts = (...xy: number[]) =>
    xy
      .map((v, i) => `${n1(v)}${i % 2 === 0 ? ',' : ' '}`)
      .join('')
      .trim();
  const longSide = pts(ax, ay, bx, by, bx, by + t, ax, ay + t);
  const endSide = pts(bx, by, cx, cy, cx, cy + t, bx, by + t);
  const endFrame = `matrix(0.95 -0.3 0 1 ${n1(bx)} ${n1(by)})`;
  const sideFrame = `matrix(0.42 0.36 0 1 ${ax} ${ay})`;
  return [
    shadow(420, 490, 320, 100),
    `<polygon points="${longSide}" fill="${c.dark}"/>`,
    `<g transform="${sideFrame}"><circle cx="80" cy="26" r="6" fill="${c.deep}"/><circle cx="300" cy="26" r="6" fill="${c.deep}"/></g>`,
    `<polygon points="${endSide}" fill="${c.deep}"/>`,
    `<g transform="${endFrame}"><rect x="40" y="12" width="70" height="18" rx="2" fill="#0b0d10"/><rect x="126" y="12" width="110" height="18" rx="2" fill="#0b0d10"/><rect x="250" y="14" width="30" height="14" rx="2" fill="#2d6a4f"/></g>`,
    `<g transform="${frame}">${lid}</g>`,
  ].join('');
}

function drawPowerSupply(c: Ctx): string {
  const outputs = c.int(4, 9);
  let front = '';
  front += `<rect x="222" y="272" width="316" height="266" rx="8" fill="none" stroke="${c.deep}" stroke-width="3" opacity="0.45"/>`;
  // status window with one LED per output
  front += `<rect x="250" y="300" width="190" height="42" rx="6" fill="#0e1218"/>`;
  for (let i = 0; i < outputs; i++) {
    front += `<circle cx="${268 + i * 20}" cy="321" r="5" fill="${i === 0 ? c.accent : '#22c55e'}"/>`;
  }
  // label plate with a bolt
  front += `<rect x="250" y="366" width="130" height="70" rx="6" fill="#ffffff" opacity="0.85"/>`;
  front += `<path d="M304,374 L286,404 L300,404 L292,428 L318,394 L304,394 L312,374 Z" fill="${c.accent}"/>`;
  front += `<rect x="330" y="384" width="40" height="7" rx="3.5" fill="#6b7280" opacity="0.6"/><rect x="330" y="400" width="30" height="7" rx="3.5" fill="#6b7280" opacity="0.6"/>`;
  // lock
  front += `<circle cx="500" cy="404" r="18" fill="url(#metal)"/><rect x="497" y="394" width="6" height="18" rx="2" fill="#2a2e34"/>`;
  front += slots(250, 466, 190, 8, 4, 9, c.deep, 0.4);
  let vents = '';
  for (let i = 0; i < 10; i++) {
    vents += `<rect x="${70 + i * 24}" y="30" width="10" height="44" rx="5" fill="${c.deep}" opacity="0.3"/>`;
  }
  return [
    shadow(440, 580, 290, 38),
    box3d(210, 258, 340, 296, 90, 70, c, { front, top: vents }),
  ].join('');
}

function drawMonitor(c: Ctx): string {
  const grid = c.int(2, 3);
  const sx = 132;
  const sy = 162;
  const sw = 536;
  const sh = 300;
  const gap = 4;
  const tw = (sw - gap * (grid - 1)) / grid;
  const th = (sh - gap * (grid - 1)) / grid;
  let tiles = '';
  for (let i = 0; i < grid * grid; i++) {
    const x = sx + (i % grid) * (tw + gap);
    const y = sy + Math.floor(i / grid) * (th + gap);
    const sky = mix(c.accent, '#0b0e13', 0.35 + c.rand() * 0.35);
    const ground = mix(c.accent, '#0b0e13', 0.75);
    tiles += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(tw)}" height="${n1(th)}" fill="${sky}"/>`;
    tiles += `<path d="M${n1(x)},${n1(y + th * 0.62)} L${n1(x + tw)},${n1(y + th * (0.5 + c.rand() * 0.2))} L${n1(x + tw)},${n1(y + th)} L${n1(x)},${n1(y + th)} Z" fill="${ground}"/>`;
    const kind = c.int(0, 2);
    const bx = x + tw * (0.25 + c.rand() * 0.4);
    const by = y + th * 0.68;
    const s = th / 110;
    if (kind === 0) {
      // house
      tiles += `<path d="M${n1(bx)},${n1(by)} l0,${n1(-28 * s)} l${n1(24 * s)},${n1(-20 * s)} l${n1(24 * s)},${n1(20 * s)} l0,${n1(28 * s)} Z" fill="#ffffff" opacity="0.28"/>`;
    } else if (kind === 1) {
      // car
      tiles += `<path d="M${n1(bx)},${n1(by)} l0,${n1(-12 * s)} l${n1(10 * s)},0 l${n1(8 * s)},${n1(-10 * s)} l${n1(24 * s)},0 l${n1(8 * s)},${n1(10 * s)} l${n1(10 * s)},0 l0,${n1(12 * s)} Z" fill="#ffffff" opacity="0.3"/>`;
    } else {
      // person
      tiles += `<circle cx="${n1(bx)}" cy="${n1(by - 36 * s)}" r="${n1(6 * s)}" fill="#ffffff" opacity="0.3"/><rect x="${n1(bx - 7 * s)}" y="${n1(by - 28 * s)}" width="${n1(14 * s)}" height="${n1(28 * s)}" rx="${n1(5 * s)}" fill="#ffffff" opacity="0.3"/>`;
    }
    tiles += `<circle cx="${n1(x + 10)}" cy="${n1(y + 10)}" r="3.5" fill="#ef4444"/>`;
    tiles += `<rect x="${n1(x + tw - 46)}" y="${n1(y + 7)}" width="38" height="6" rx="3" fill="#ffffff" opacity="0.45"/>`;
  }
  const bezel = c.isDark ? c.body : c.dark;
  return [
    shadow(400, 652, 220, 30),
    `<ellipse cx="400" cy="638" rx="150" ry="26" fill="${mix(bezel, '#000000', 0.2)}"/>`,
    `<ellipse cx="400" cy="632" rx="150" ry="24" fill="url(#bodyV)"/>`,
    `<path d="M374,510 L426,510 L436,632 L364,632 Z" fill="${mix(bezel, '#000000', 0.15)}"/>`,
    `<rect x="110" y="140" width="580" height="372" rx="16" fill="${bezel}"/>`,
    `<rect x="110" y="140" width="580" height="372" rx="16" fill="none" stroke="${mix(bezel, '#ffffff', 0.25)}" stroke-width="3"/>`,
    `<rect x="${sx - 4}" y="${sy - 4}" width="${sw + 8}" height="${sh + 8}" rx="3" fill="#07090c"/>`,
    tiles,
    `<path d="M${sx},${sy} L${sx + 260},${sy} L${sx + 120},${sy + sh} L${sx},${sy + sh} Z" fill="#ffffff" opacity="0.05"/>`,
    `<text x="400" y="490" font-family="${FONT}" font-size="13" font-weight="700" fill="${mix(bezel, '#ffffff', 0.55)}" text-anchor="middle">SecureVision</text>`,
    `<circle cx="664" cy="488" r="4" fill="${c.accent}"/>`,
  ].join('');
}

/** Flat devices fill less of the square: draw them a little larger. */
const KIND_SCALE: Partial<Record<ProductArt['kind'], number>> = {
  nvr: 1.12,
  dvr: 1.1,
  'poe-switch': 1.1,
  'hard-drive': 1.18,
  cable: 1.05,
  mount: 1.06,
  'power-supply': 1.08,
};

const DRAWERS: Record<ProductArt['kind'], (c: Ctx) => string> = {
  dome: drawDome,
  bullet: drawBullet,
  turret: drawTurret,
  ptz: drawPtz,
  fisheye: drawFisheye,
  doorbell: drawDoorbell,
  nvr: drawNvr,
  dvr: drawDvr,
  'alarm-panel': drawAlarmPanel,
  keypad: drawKeypad,
  'motion-sensor': drawMotionSensor,
  'door-contact': drawDoorContact,
  siren: drawSiren,
  'card-reader': drawCardReader,
  'smart-lock': drawSmartLock,
  intercom: drawIntercom,
  'poe-switch': drawPoeSwitch,
  cable: drawCable,
  mount: drawMount,
  'hard-drive': drawHardDrive,
  'power-supply': drawPowerSupply,
  monitor: drawMonitor,
};

// ------------------------------------------------------------------ public API

/** The product picture as SVG text: a square 800×800 studio shot of the device. */
export function drawProductSvg(input: { sku: string; name: string; art: ProductArt }): string {
  const { sku, name, art } = input;
  const rand = seededRandom(hashString(`${sku}|${art.kind}|${art.body}|${art.accent}`));
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const body = toHex(parseHex(art.body));
  const accent = toHex(parseHex(art.accent, [31, 111, 235]));
  const isDark = luminance(body) < 0.42;
  const c: Ctx = {
    body,
    accent,
    light: mix(body, '#ffffff', isDark ? 0.3 : 0.6),
    dark: mix(body, '#000000', isDark ? 0.3 : 0.22),
    deep: mix(body, '#000000', isDark ? 0.5 : 0.42),
    ink: isDark ? '#e5e7eb' : '#374151',
    isDark,
    rand,
    int,
    name,
  };

  const hue = rand() * 360;
  const sat = 0.18 + rand() * 0.2;
  const bgTop = hsl(hue, sat, 0.97);
  const bgBottom = hsl((hue + 20) % 360, sat, 0.86);
  const tilt = n1((rand() - 0.5) * 6);
  const glassTint = mix('#34425e', accent, 0.25);
  const drawer = DRAWERS[art.kind] ?? drawDome;
  const device = drawer(c);
  const scale = KIND_SCALE[art.kind] ?? 1;

  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="${n1(0.2 + rand() * 0.4)}" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>`,
    `<radialGradient id="spot" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="floor"><stop offset="0" stop-color="#0f172a" stop-opacity="0.34"/><stop offset="0.55" stop-color="#0f172a" stop-opacity="0.14"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="bodyV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="0.45" stop-color="${body}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient>`,
    `<linearGradient id="bodyH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.dark}"/><stop offset="0.28" stop-color="${c.light}"/><stop offset="0.6" stop-color="${body}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient>`,
    `<radialGradient id="bodyR" cx="0.36" cy="0.3" r="0.78"><stop offset="0" stop-color="${mix(c.light, '#ffffff', 0.3)}"/><stop offset="0.5" stop-color="${body}"/><stop offset="1" stop-color="${c.deep}"/></radialGradient>`,
    `<linearGradient id="topFace" x1="0" y1="1" x2="0.3" y2="0"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${body}"/></linearGradient>`,
    `<linearGradient id="lensRing" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#111418"/></linearGradient>`,
    `<radialGradient id="glass" cx="0.38" cy="0.34" r="0.7"><stop offset="0" stop-color="${glassTint}"/><stop offset="0.55" stop-color="#121826"/><stop offset="1" stop-color="#04060a"/></radialGradient>`,
    `<radialGradient id="smoke" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#4b5563" stop-opacity="0.55"/><stop offset="0.7" stop-color="#111827" stop-opacity="0.7"/><stop offset="1" stop-color="#030712" stop-opacity="0.85"/></radialGradient>`,
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.5" stop-color="#b8bec6"/><stop offset="1" stop-color="#7c848e"/></linearGradient>`,
    `<linearGradient id="milk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#cfd5dc" stop-opacity="0.95"/></linearGradient>`,
    `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e5e7eb"/></linearGradient>`,
    `<radialGradient id="accentGlow"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="accentV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(accent, '#ffffff', 0.45)}"/><stop offset="0.5" stop-color="${accent}"/><stop offset="1" stop-color="${mix(accent, '#000000', 0.2)}"/></linearGradient>`,
  ].join('');

  const brand =
    `<g opacity="0.5">` +
    `<path d="M36,748 L50,753 L50,764 C50,772 44,777 36,780 C28,777 22,772 22,764 L22,753 Z" fill="#334155"/>` +
    `<text x="58" y="771" font-family="${FONT}" font-size="18" font-weight="700" fill="#334155">SecureVision</text>` +
    `</g>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<desc>${escapeXml(`${sku}: ${art.kind}`)}</desc>` +
    `<defs>${defs}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#spot)"/>` +
    `<g transform="rotate(${tilt} 400 420) translate(400 420) scale(${scale}) translate(-400 -420)">${device}</g>` +
    brand +
    `</svg>`
  );
}

/** Renders SVG text to a square WebP `width` pixels wide (the SVG is rasterised at that size). */
export async function renderProductWebp(svg: string, width: number): Promise<Buffer> {
  if (!Number.isInteger(width) || width < 16 || width > 4096) {
    throw new RangeError(`width must be an integer between 16 and 4096, got ${width}`);
  }
  // 72 dpi is 1 SVG unit per pixel: scale the density so the 800-unit square comes out at `width`.
  const density = (72 * width) / SIZE;
  // sharp (libvips) is loaded when a picture is first drawn, not at start.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density })
    .resize(width, width, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}
