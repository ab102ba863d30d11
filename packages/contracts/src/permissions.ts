import { z } from 'zod';

/** One child entry of a permission rule (spec section 3, "Permission rule entry"). */
export const permissionChildSchema = z.object({
  name: z.string(),
  keyword: z.string(),
  ico: z.string(),
  isShow: z.boolean(),
});
export type PermissionChild = z.infer<typeof permissionChildSchema>;

/** A permission rule entry as the rules endpoint returns it. */
export const permissionRuleSchema = z.object({
  name: z.string(),
  keyword: z.string(),
  is_active: z.boolean(),
  child: z.array(permissionChildSchema),
});
export type PermissionRule = z.infer<typeof permissionRuleSchema>;
export const permissionRulesSchema = z.array(permissionRuleSchema);
