import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal.ts';

const answer = (status: number, data: unknown) => ({ response: { status, data } });

describe('refusalText', () => {
  it("shows the server's words: a field message or the detail", () => {
    expect(refusalText(answer(400, { qr: ['该通行码已使用'] }))).toBe('该通行码已使用');
    expect(refusalText(answer(429, { detail: '操作过于频繁，请稍后再试' }))).toBe('操作过于频繁，请稍后再试');
  });

  it('falls back to the load-error wording without an answer', () => {
    expect(refusalText(new Error('network'))).not.toBe('');
  });
});
