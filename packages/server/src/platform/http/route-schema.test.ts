/** Request-body defaults in the OpenAPI document are valid values of their own schema (issue 16). */
import { describe, expect, it } from 'vitest';
import { orderApproveSchema, orderRejectSchema, orderTransferSchema, orderTransitionSchema } from '@campus/contracts';
import { jsonSchema } from './route.ts';

describe('jsonSchema defaults', () => {
  it('keeps a default that satisfies the schema (approve: {} is a valid body)', () => {
    expect(jsonSchema(orderApproveSchema, 'input').default).toEqual({});
  });

  it('drops a prefault that fails the schema it stands for (required fields)', () => {
    for (const schema of [orderRejectSchema, orderTransferSchema, orderTransitionSchema]) {
      const out = jsonSchema(schema, 'input');
      expect(out).not.toHaveProperty('default');
      expect(out.required).toBeDefined();
    }
  });

  it('leaves parsing alone: no body still answers the field errors', () => {
    expect(orderRejectSchema.safeParse(undefined).success).toBe(false);
    expect(orderApproveSchema.parse(undefined)).toEqual({});
  });
});
