import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput } from './guard.ts';

const base: GuardInput = {
  topName: 'applyCar',
  isPublic: false,
  startupSettled: true,
  authenticated: true,
  permissionsLoaded: true,
  permitted: new Set(['applyCar']),
};

describe('global navigation rules (spec 2.1)', () => {
  it('spec 2.2: a public route is allowed without login', () => {
    expect(decideGuard({ ...base, isPublic: true, authenticated: false })).toEqual({ kind: 'allow' });
  });

  it('spec 4: a protected route waits while the start-up decision is carried out', () => {
    expect(decideGuard({ ...base, startupSettled: false, authenticated: false })).toEqual({ kind: 'wait' });
  });

  it('spec 2.2: a public route does not wait for start-up', () => {
    expect(decideGuard({ ...base, isPublic: true, startupSettled: false })).toEqual({ kind: 'allow' });
  });

  it('spec 2.1: an unauthenticated user is sent to #/login', () => {
    expect(decideGuard({ ...base, authenticated: false })).toEqual({ kind: 'login' });
  });

  it('spec 2.1: mPage is never checked against the permitted names', () => {
    expect(decideGuard({ ...base, topName: 'mPage', permitted: new Set() })).toEqual({ kind: 'allow' });
  });

  it('spec 2.1: a permitted target is allowed', () => {
    expect(decideGuard(base)).toEqual({ kind: 'allow' });
  });

  it('spec 2.1: loaded names without the target replace the route with mPage', () => {
    expect(decideGuard({ ...base, permitted: new Set(['bus']) })).toEqual({ kind: 'home' });
  });

  it('spec 2.1: names not yet loaded retry the check after 350 ms', () => {
    expect(decideGuard({ ...base, permissionsLoaded: false, permitted: new Set() })).toEqual({ kind: 'retry', afterMs: 350 });
  });

  it('spec 2.1: a child route is checked by the name of its top-level route', () => {
    expect(decideGuard({ ...base, topName: null })).toEqual({ kind: 'home' });
  });
});
