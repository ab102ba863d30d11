import { httpError } from '@campus/ui/testing';
import { describe, expect, it } from 'vitest';
import { renameErrorFields } from './submit-errors.ts';

describe('server field names onto form fields', () => {
  it('renames the fields given and keeps the rest and the status', () => {
    const renamed = renameErrorFields(httpError(400, { amount_fen: ['金额须大于0'], remark: ['太长'] }), { amount_fen: 'amount' });
    expect(renamed).toEqual({ response: { status: 400, data: { amount: ['金额须大于0'], remark: ['太长'] } } });
  });
  it('leaves a failure without a body object as it is', () => {
    const plain = new Error('network');
    expect(renameErrorFields(plain, { a: 'b' })).toBe(plain);
  });
});
