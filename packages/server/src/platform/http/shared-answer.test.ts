import { describe, expect, it } from 'vitest';
import { serializeAnswer, shareAnswer } from './shared-answer.ts';

describe('shared answers: serialised once', () => {
  it('sends the JSON made when the answer was shared', () => {
    const rules = shareAnswer([{ keyword: 'car', is_active: true }]);
    const stringify = JSON.stringify;
    let calls = 0;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      calls += 1;
      return stringify(...args);
    }) as typeof JSON.stringify;
    try {
      expect(serializeAnswer(rules)).toBe('[{"keyword":"car","is_active":true}]');
      expect(calls).toBe(0);
      expect(serializeAnswer({ other: 1 })).toBe('{"other":1}');
      expect(calls).toBe(1);
    } finally {
      JSON.stringify = stringify;
    }
  });

  it('serialises primitives and null as JSON does', () => {
    expect(serializeAnswer(null)).toBe('null');
    expect(serializeAnswer('x')).toBe('"x"');
  });
});
