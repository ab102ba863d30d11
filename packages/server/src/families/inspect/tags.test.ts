import { describe, expect, it } from 'vitest';
import { normaliseTag } from './common.ts';

describe('inspect: checkpoint tag codes are normalised when stored and when looked up (issue 39)', () => {
  it('issue 39 / spec 9: a Code-128 prefix or the QR prefix is removed, spaces dropped, letters upper case', () => {
    for (const raw of [
      'CP-A01',
      ' cp-a01 ',
      'CODE_128,CP-A01',
      'code_128,cp-a01',
      'campus-checkpoint:CP-A01',
      'Campus-Checkpoint:cp-a01',
      'CP- A01',
    ])
      expect(normaliseTag(raw)).toBe('CP-A01');
    expect(normaliseTag('   ')).toBe('');
  });
});
