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
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
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

/** 750x300: a band from the colour to a lighter one, with a soft circle on the right. */
export const bannerPicture = (colour: string): Buffer => once(`banner:${colour}`, () => drawBanner(colour));

function drawBanner(colour: string): Buffer {
  const c = hex(colour);
  const light = mix(c, WHITE, 0.45);
  return png(750, 300, (x, y) => {
    if (Math.hypot(x - 610, y - 150) < 110) return mix(c, WHITE, 0.7);
    return mix(c, light, x / 750);
  });
}
