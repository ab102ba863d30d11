/**
 * Demo pictures drawn at seed time (no binary files in the repository): a goods tile is a soft
 * background with a rounded product shape in the goods' colour; a banner is a wide two-tone band.
 * Plain RGB PNGs (zlib from Node), a few kilobytes each.
 */
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB image whose pixel (x, y) is `pixel(x, y)`. */
export function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  let o = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rgb[o++] = r;
      rgb[o++] = g;
      rgb[o++] = b;
    }
  }
  return encodePng(width, height, rgb);
}

/** Encodes RGB rows (3 bytes a pixel, top to bottom). */
function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    // each row: the filter byte (none), then its pixels
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
const WHITE: Rgb = [255, 255, 255];

export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Drawn once per process: every company's seed uses the same pictures. */
const drawn = new Map<string, Buffer>();
const once = (key: string, draw: () => Buffer): Buffer => {
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = draw();
    drawn.set(key, bytes);
  }
  return bytes;
};

/** 240x240: a pale tile with a rounded shape (round: a can or a bowl; square: a box) and a highlight. */
export const goodsPicture = (colour: string, shape: 'round' | 'box'): Buffer =>
  once(`goods:${colour}:${shape}`, () => drawGoods(colour, shape));

function drawGoods(colour: string, shape: 'round' | 'box'): Buffer {
  const c = hex(colour);
  const background = mix(c, WHITE, 0.85);
  const size = 240;
  const mid = size / 2;
  return png(size, size, (x, y) => {
    if (shape === 'round') {
      const d = Math.hypot(x - mid, y - mid);
      if (d < 80) return Math.hypot(x - mid + 28, y - mid + 28) < 22 ? mix(c, WHITE, 0.55) : c;
      if (d < 86) return mix(c, background, 0.5);
      return background;
    }
    const inside = Math.abs(x - mid) < 70 && Math.abs(y - mid - 8) < 80;
    if (inside) return y < mid - 40 ? mix(c, WHITE, 0.35) : c;
    return background;
  });
}

/** What a banner shows on its right: the company's buildings, delivered water, a shop front. */
export type BannerMotif = 'skyline' | 'water' | 'shop';

/**
 * 750x300, a company's banner in its brand colour: the left part flat in the colour (the home screen
 * writes the banner's words there, on the same colour, in the theme's text colour for it), the right
 * part a little darker with the motif in tints of the colour. `variant` (the tenant type) shapes the
 * skyline, so no two tenants' banners look alike.
 */
export const bannerPicture = (colour: string, motif: BannerMotif, variant = ''): Buffer =>
  once(`banner:${colour}:${motif}:${variant}`, () => drawBanner(colour, motif, variant));

const BLACK: Rgb = [0, 0, 0];

/** Math.hypot is several times slower, and a banner asks a few hundred thousand times. */
const length = (a: number, b: number): number => Math.sqrt(a * a + b * b);

/** A shape: its signed distance (negative inside) at a point, and the box outside which it is absent. */
interface Shape {
  distance: (x: number, y: number) => number;
  bounds: readonly [x0: number, y0: number, x1: number, y1: number];
}
const circle = (cx: number, cy: number, r: number): Shape => ({
  distance: (x, y) => length(x - cx, y - cy) - r,
  bounds: [cx - r, cy - r, cx + r, cy + r],
});
const boxDistance = (x0: number, y0: number, x1: number, y1: number, r: number, x: number, y: number): number => {
  const dx = Math.abs(x - (x0 + x1) / 2) - ((x1 - x0) / 2 - r);
  const dy = Math.abs(y - (y0 + y1) / 2) - ((y1 - y0) / 2 - r);
  return length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - r;
};
const box = (x0: number, y0: number, x1: number, y1: number, r = 0): Shape => ({
  distance: (x, y) => boxDistance(x0, y0, x1, y1, r, x, y),
  bounds: [x0, y0, x1, y1],
});
/** A drop pointing up: a circle, and above it the tip between its two 45° tangents. */
const drop = (cx: number, cy: number, r: number): Shape => {
  const d = r * Math.SQRT2;
  return {
    distance: (x, y) => {
      // the square turned 45° around the centre whose sides touch the circle, cut above the touching points
      const u = (x - cx + (y - cy)) / Math.SQRT2;
      const v = (-(x - cx) + (y - cy)) / Math.SQRT2;
      const tip = Math.max(boxDistance(-r, -r, r, r, 0, u, v), y - (cy - r / Math.SQRT2));
      return Math.min(length(x - cx, y - cy) - r, tip);
    },
    bounds: [cx - r, cy - d, cx + r, cy + r],
  };
};

interface Layer {
  shape: Shape;
  colour: Rgb;
}

/** A small deterministic generator (a tenant's skyline is the same at every seed). */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function motifLayers(c: Rgb, motif: BannerMotif, variant: string): Layer[] {
  const tint = (t: number) => mix(c, WHITE, t);
  const layers: Layer[] = [{ shape: circle(700, 40, 150), colour: mix(c, WHITE, 0.12) }];
  if (motif === 'skyline') {
    const random = seeded(variant);
    layers.push({ shape: circle(650, 95, 42), colour: tint(0.7) });
    // a back row and a front row of buildings standing on the bottom edge
    for (let x = 470; x < 750; x += 34 + Math.round(random() * 10)) {
      layers.push({ shape: box(x, 150 + random() * 60, x + 32, 320, 4), colour: tint(0.28) });
    }
    for (let x = 455; x < 750; x += 58 + Math.round(random() * 14)) {
      const top = 120 + random() * 80;
      const width = 44 + Math.round(random() * 8);
      layers.push({ shape: box(x, top, x + width, 320, 5), colour: tint(0.55) });
      for (let wy = top + 16; wy < 285; wy += 24) {
        for (let wx = x + 9; wx + 8 <= x + width - 6; wx += 15)
          layers.push({ shape: box(wx, wy, wx + 8, wy + 11, 1.5), colour: tint(0.25) });
      }
    }
  } else if (motif === 'water') {
    // a water cooler's bottle and drops around it
    layers.push({ shape: box(560, 96, 690, 300, 26), colour: tint(0.6) });
    layers.push({ shape: box(600, 62, 650, 104, 8), colour: tint(0.6) });
    layers.push({ shape: box(590, 52, 660, 70, 6), colour: tint(0.45) });
    layers.push({ shape: box(560, 170, 690, 182, 0), colour: tint(0.42) });
    layers.push({ shape: drop(625, 242, 26), colour: c });
    layers.push({ shape: drop(500, 120, 16), colour: tint(0.5) });
    layers.push({ shape: drop(722, 150, 12), colour: tint(0.5) });
    layers.push({ shape: drop(480, 215, 10), colour: tint(0.4) });
  } else {
    // a shop front: striped awning with a scalloped edge, window and door
    layers.push({ shape: box(500, 150, 720, 320, 4), colour: tint(0.55) });
    for (let i = 0; i < 6; i++) {
      const x = 490 + i * 40;
      const colour = i % 2 === 0 ? tint(0.85) : tint(0.35);
      layers.push({ shape: box(x, 80, x + 40, 150, 0), colour });
      layers.push({ shape: circle(x + 20, 150, 20), colour });
    }
    layers.push({ shape: box(520, 200, 600, 260, 6), colour: tint(0.85) });
    layers.push({ shape: box(630, 200, 690, 320, 6), colour: tint(0.3) });
  }
  return layers;
}

function drawBanner(colour: string, motif: BannerMotif, variant: string): Buffer {
  const width = 750;
  const height = 300;
  const c = hex(colour);
  const deep = mix(c, BLACK, 0.14);
  // flat where the words go, then a little darker towards the right: one row, copied down
  const row = new Float32Array(width * 3);
  for (let x = 0; x < width; x++) row.set(x < 420 ? c : mix(c, deep, (x - 420) / 330), x * 3);
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) rgb.set(row, y * width * 3);
  // each shape painted over its own box only (a skyline has a hundred windows)
  for (const { shape, colour: paint } of motifLayers(c, motif, variant)) {
    const [x0, y0, x1, y1] = shape.bounds;
    const [pr, pg, pb] = paint;
    for (let y = Math.max(0, Math.floor(y0) - 1); y <= Math.min(height - 1, Math.ceil(y1) + 1); y++) {
      for (let x = Math.max(0, Math.floor(x0) - 1); x <= Math.min(width - 1, Math.ceil(x1) + 1); x++) {
        // anti-aliased edge: the part of the pixel the shape covers
        const cover = Math.min(1, Math.max(0, 0.5 - shape.distance(x + 0.5, y + 0.5)));
        if (cover === 0) continue;
        const at = (y * width + x) * 3;
        rgb[at] = (rgb[at] ?? 0) + (pr - (rgb[at] ?? 0)) * cover;
        rgb[at + 1] = (rgb[at + 1] ?? 0) + (pg - (rgb[at + 1] ?? 0)) * cover;
        rgb[at + 2] = (rgb[at + 2] ?? 0) + (pb - (rgb[at + 2] ?? 0)) * cover;
      }
    }
  }
  // rounded (a typed array's conversion would cut), so the flat part keeps the colour exactly
  const bytes = new Uint8Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) bytes[i] = Math.round(rgb[i] ?? 0);
  return encodePng(width, height, bytes);
}
