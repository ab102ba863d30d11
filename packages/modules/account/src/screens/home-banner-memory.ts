import { HOME_BANNER_MEMORY_PREFIX } from '@campus/core';

/** A signed address is remembered until an hour before it expires (index.html must not draw a dead one). */
const MARGIN_MS = 60 * 60 * 1000;

/** What the home screen drew last time for this company: whether it had banners, and the first one's picture. */
export interface BannerMemory {
  reserve: boolean;
  /** The first banner's signed address while it is still valid; null when not known. */
  src: string | null;
}

export function readBannerMemory(companyId: string | undefined, now = Date.now()): BannerMemory {
  try {
    const raw = localStorage.getItem(`${HOME_BANNER_MEMORY_PREFIX}${companyId ?? ''}`);
    if (raw === '0') return { reserve: false, src: null };
    const saved = JSON.parse(raw ?? 'null') as { src?: unknown; until?: unknown } | null;
    const valid = typeof saved?.src === 'string' && typeof saved.until === 'number' && saved.until > now;
    return { reserve: true, src: valid ? (saved.src as string) : null };
  } catch {
    // unreadable (private mode, an older value): reserve the place, draw nothing in it
    return { reserve: true, src: null };
  }
}

/** Remembers the company's first banner (its signed address, `exp` in Unix seconds), or that it has none. */
export function rememberBanners(companyId: string | undefined, firstSrc: string | null): void {
  try {
    const key = `${HOME_BANNER_MEMORY_PREFIX}${companyId ?? ''}`;
    if (firstSrc === null) {
      localStorage.setItem(key, '0');
      return;
    }
    const exp = Number(new URL(firstSrc, location.href).searchParams.get('exp') ?? Number.NaN);
    if (Number.isFinite(exp)) localStorage.setItem(key, JSON.stringify({ src: firstSrc, until: exp * 1000 - MARGIN_MS }));
    else localStorage.removeItem(key);
  } catch {
    // private mode: reserve again next time
  }
}
