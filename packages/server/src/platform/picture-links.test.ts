import { describe, expect, it } from 'vitest';
import { PictureLinks } from './picture-links.ts';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';
const at = (iso: string) => () => new Date(iso);

describe('PictureLinks: signed addresses of company-wide pictures (issue 10, home banners preloaded by index.html)', () => {
  it('keeps one address per picture for the day, valid one to two days', () => {
    const morning = PictureLinks.withSecrets('k', null, at('2026-11-27T01:00:00Z')).sign(COMPANY, FILE);
    const evening = PictureLinks.withSecrets('k', null, at('2026-11-27T23:00:00Z')).sign(COMPANY, FILE);
    expect(evening).toEqual(morning);
    expect(new Date(Number(morning.exp) * 1000).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('accepts its own link until it expires, and nothing altered', () => {
    const links = PictureLinks.withSecrets('k', null, at('2026-11-27T12:00:00Z'));
    const link = links.sign(COMPANY, FILE);
    expect(links.verify(FILE, link)).toBe(true);
    expect(links.verify('33333333-3333-4333-8333-333333333333', link)).toBe(false);
    expect(links.verify(FILE, { ...link, company: '44444444-4444-4444-8444-444444444444' })).toBe(false);
    expect(links.verify(FILE, { ...link, exp: String(Number(link.exp) + 86_400) })).toBe(false);
    expect(links.verify(FILE, { ...link, sig: link.sig.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    expect(PictureLinks.withSecrets('k', null, at('2026-11-29T00:00:00Z')).verify(FILE, link)).toBe(false);
  });

  it('instances sharing FILE_LINK_SECRET, or LOGIN_SIGNING_SECRET without one, accept each other’s links; other keys do not', () => {
    const now = at('2026-11-27T12:00:00Z');
    const byFileSecret = PictureLinks.withSecrets('k', 'login', now).sign(COMPANY, FILE);
    expect(PictureLinks.withSecrets('k', null, now).verify(FILE, byFileSecret)).toBe(true);
    const byLoginSecret = PictureLinks.withSecrets(null, 'login', now).sign(COMPANY, FILE);
    expect(PictureLinks.withSecrets(undefined, 'login', now).verify(FILE, byLoginSecret)).toBe(true);
    // the login secret is not used as it is: a picture link is no login code
    expect(PictureLinks.withSecrets('login', null, now).verify(FILE, byLoginSecret)).toBe(false);
    expect(PictureLinks.withSecrets(null, null, now).verify(FILE, byLoginSecret)).toBe(false);
  });
});
