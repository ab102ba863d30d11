import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerPicture, goodsPicture, png } from './pictures.ts';

/** The RGB of pixel (x, y) of a picture png() wrote (one IDAT, filter byte 0 on every row). */
function pixel(bytes: Buffer, x: number, y: number): number[] {
  const width = bytes.readUInt32BE(16);
  const idat = bytes.indexOf('IDAT');
  const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4)));
  const at = y * (width * 3 + 1) + 1 + x * 3;
  return [...raw.subarray(at, at + 3)];
}

describe('seed pictures (drawn, not stored in the repository)', () => {
  it('are valid PNGs of the stated size, drawn once per colour', () => {
    const tile = goodsPicture('#3b82f6', 'round');
    expect(tile.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(tile.readUInt32BE(16)).toBe(240);
    expect(tile.readUInt32BE(20)).toBe(240);
    expect(goodsPicture('#3b82f6', 'round')).toBe(tile);
    const band = bannerPicture('#0f766e', 'skyline', 'sa');
    expect([band.readUInt32BE(16), band.readUInt32BE(20)]).toEqual([750, 300]);
  });

  it('issue 34: a banner is in its tenant’s colour, flat where the home screen writes its words, and differs by tenant and motif', () => {
    const green = bannerPicture('#6FBA2C', 'skyline', 'sa');
    // the words' corner is the brand colour itself (the caption's background there is the same colour)
    for (const [x, y] of [
      [0, 0],
      [200, 60],
      [400, 120],
    ] as const)
      expect(pixel(green, x, y)).toEqual([0x6f, 0xba, 0x2c]);
    // the motif's side is drawn in tints of the colour: no grey circle, no other hue
    const [r = 0, g = 0, b = 0] = pixel(green, 700, 290);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
    expect(bannerPicture('#ffb359', 'skyline', 'ln')).not.toEqual(bannerPicture('#6FBA2C', 'skyline', 'ln'));
    expect(bannerPicture('#1677ff', 'skyline', 'xy')).not.toEqual(bannerPicture('#1677ff', 'skyline', 'qsh'));
    expect(bannerPicture('#1677ff', 'water', 'xy')).not.toEqual(bannerPicture('#1677ff', 'shop', 'xy'));
  });

  it('png() writes the pixels it is given (filter byte, then RGB rows)', () => {
    const bytes = png(2, 1, (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255]));
    const idat = bytes.indexOf('IDAT');
    const length = bytes.readUInt32BE(idat - 4);
    const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + length));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });
});
