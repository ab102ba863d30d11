import { afterEach, describe, expect, it } from 'vitest';
import { readBannerMemory, rememberBanners } from './home-banner-memory.ts';

const SRC = '/9077/api/files/f1/picture/?company=c1&exp=1800000000&sig=ab';

afterEach(() => localStorage.clear());

describe('home banner memory (issue 10: the first banner drawn by index.html on the next visit)', () => {
  it('a company that has banners: its place is reserved and its first picture known until an hour before the address expires', () => {
    rememberBanners('c1', SRC);
    expect(readBannerMemory('c1', 1_800_000_000_000 - 3_600_001)).toEqual({ reserve: true, src: SRC });
    expect(readBannerMemory('c1', 1_800_000_000_000 - 3_600_000)).toEqual({ reserve: true, src: null });
    // another company of the same phone remembers its own
    expect(readBannerMemory('c2', 0)).toEqual({ reserve: true, src: null });
  });

  it('a company without banners reserves nothing; an older or broken value reserves the place without a picture', () => {
    rememberBanners('c1', null);
    expect(readBannerMemory('c1')).toEqual({ reserve: false, src: null });
    localStorage.setItem('hub_home_banners:c1', '1');
    expect(readBannerMemory('c1')).toEqual({ reserve: true, src: null });
    localStorage.setItem('hub_home_banners:c1', '{');
    expect(readBannerMemory('c1')).toEqual({ reserve: true, src: null });
    rememberBanners('c1', '/9077/api/files/f1/picture/');
    expect(localStorage.getItem('hub_home_banners:c1')).toBeNull();
  });
});
