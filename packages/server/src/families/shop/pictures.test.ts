import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerPicture, goodsPicture, png } from './pictures.ts';

describe('seed pictures (drawn, not stored in the repository)', () => {
  it('are valid PNGs of the stated size, drawn once per colour', () => {
    const tile = goodsPicture('#3b82f6', 'round');
    expect(tile.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(tile.readUInt32BE(16)).toBe(240);
    expect(tile.readUInt32BE(20)).toBe(240);
    expect(goodsPicture('#3b82f6', 'round')).toBe(tile);
    const band = bannerPicture('#0f766e');
    expect([band.readUInt32BE(16), band.readUInt32BE(20)]).toEqual([750, 300]);
  });

  it('png() writes the pixels it is given (filter byte, then RGB rows)', () => {
    const bytes = png(2, 1, (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255]));
    const idat = bytes.indexOf('IDAT');
    const length = bytes.readUInt32BE(idat - 4);
    const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + length));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });
});
