import { describe, expect, it } from 'vitest';
import { isPrivateCompanyId, isPrivateCompanyType, resolveSkin, suppressNetworkToasts } from './company.ts';

describe('private companies (spec 6)', () => {
  it('spec 6: a company id starting with b is private', () => {
    expect(isPrivateCompanyId('b0a1')).toBe(true);
  });

  it.each([['a0b1'], ['B01'], [''], [null], [undefined]])('spec 6: company id %s is not private', (id) => {
    expect(isPrivateCompanyId(id)).toBe(false);
  });

  it('spec 6: a company of type ln counts as private', () => {
    expect(isPrivateCompanyType('ln')).toBe(true);
    expect(isPrivateCompanyType('lnjy')).toBe(false);
    expect(isPrivateCompanyType(null)).toBe(false);
  });

  it('spec 6: online/offline toasts are suppressed for type ln only', () => {
    expect(suppressNetworkToasts('ln')).toBe(true);
    expect(suppressNetworkToasts('sa')).toBe(false);
    expect(suppressNetworkToasts(undefined)).toBe(false);
  });
});

describe('resolveSkin (spec 3 company skin record, spec 6)', () => {
  const bundle = { type: 'zjgy', mainColor: null, assetDir: null };

  it('spec 6: the logged-in company of type ln brings its colour, asset folder and theme', () => {
    expect(resolveSkin({ type: 'ln', mainColor: '#ffb359', assetDir: 'lnAssets' }, bundle)).toEqual({
      type: 'ln',
      primaryColor: '#ffb359',
      assetBase: '/ln/lnAssets/',
      themeHref: '/ln/theme.css',
    });
  });

  it('spec 3: a type without colour and directory keeps the default colour and the bundle assets', () => {
    expect(resolveSkin({ type: 'xy', mainColor: null, assetDir: null }, bundle)).toEqual({
      type: 'xy',
      primaryColor: null,
      assetBase: null,
      themeHref: '/xy/theme.css',
    });
  });

  it('spec 3: an empty asset directory counts as none', () => {
    expect(resolveSkin({ type: 'sa', mainColor: '#6FBA2C', assetDir: '' }, null).assetBase).toBeNull();
  });

  it('spec 6: with no logged-in company the bundle defaults apply', () => {
    expect(resolveSkin(null, { type: 'sa', mainColor: '#6FBA2C', assetDir: 'saAssets' })).toEqual({
      type: 'sa',
      primaryColor: '#6FBA2C',
      assetBase: '/sa/saAssets/',
      themeHref: '/sa/theme.css',
    });
  });

  it('spec 6: with neither company nor defaults the default theme applies', () => {
    expect(resolveSkin(null, null)).toEqual({ type: null, primaryColor: null, assetBase: null, themeHref: null });
  });
});
