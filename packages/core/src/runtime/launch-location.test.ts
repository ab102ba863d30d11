import { describe, expect, it } from 'vitest';
import { currentHashPath, readLaunchLocation } from './launch-location.ts';

describe('the start-up address (spec 4)', () => {
  it('spec 4: reads openid and company_id from the search string', () => {
    const launch = readLaunchLocation('https://hub.example/sa/?openid=o1&company_id=c1#/mPage');
    expect(launch).toEqual({ path: '/mPage', query: { openid: 'o1', company_id: 'c1' }, search: '?openid=o1&company_id=c1' });
  });

  it('spec 4: reads parameters given inside the hash too', () => {
    const launch = readLaunchLocation('https://hub.example/#/applyCar?openid=o2&p=x');
    expect(launch.path).toBe('/applyCar');
    expect(launch.query).toEqual({ openid: 'o2', p: 'x' });
    expect(launch.search).toBe('?openid=o2&p=x');
  });

  it('an address without a hash starts at /', () => {
    expect(readLaunchLocation('https://hub.example/').path).toBe('/');
  });

  it('the current hash path drops the query', () => {
    expect(currentHashPath({ hash: '#/notice?id=1' })).toBe('/notice');
    expect(currentHashPath({ hash: '' })).toBe('/');
  });
});
