import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaMessage, schemaRule } from './schema-rule.ts';

const title = z.string().trim().min(1, '请填写标题').max(5, '标题不能超过5个字');

describe('form rules from the contracts schemas (issue 8: one rule set for client and server)', () => {
  it("gives the schema's own message, or null", () => {
    expect(schemaMessage(title, '')).toBe('请填写标题');
    expect(schemaMessage(title, '123456')).toBe('标题不能超过5个字');
    expect(schemaMessage(title, '标题')).toBeNull();
    expect(schemaMessage(title, '123456', '太长了')).toBe('太长了');
    expect(schemaMessage(title, '', '太长了')).toBe('请填写标题');
  });

  it('as a Form rule: rejects with the message, resolves when valid, checks an empty field as empty', async () => {
    const rule = schemaRule(title) as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await expect(rule.validator({}, undefined)).rejects.toThrow('请填写标题');
    await expect(rule.validator({}, '123456')).rejects.toThrow('标题不能超过5个字');
    await expect(rule.validator({}, 'ok')).resolves.toBeUndefined();
  });
});
