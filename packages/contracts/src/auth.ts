import { z } from 'zod';
import { companySkinSchema } from './company.ts';

/** Login payloads of spec section 7, plus staff login by phone and password for the login screen. */
export const loginByCodeSchema = z.object({ p: z.string().min(1), openid: z.string().min(1) });
export const loginByOpenidSchema = z.object({ openid: z.string().min(1), company_id: z.string().min(1) });
export const loginByPasswordSchema = z.object({
  phone: z.string().regex(/^\d{11}$/, '请输入11位手机号'),
  password: z.string().min(1, '请输入密码'),
  company_id: z.string().min(1),
  /** The native shell's device (issue 40): checked where the account has a bound device or the company requires one. */
  device_id: z
    .string()
    .regex(/^[\w.:-]{8,128}$/, '设备标识无效')
    .optional(),
  device_name: z.string().max(64, '设备名称不能超过64个字').optional(),
});
export type LoginByCode = z.infer<typeof loginByCodeSchema>;
export type LoginByOpenid = z.infer<typeof loginByOpenidSchema>;
export type LoginByPassword = z.infer<typeof loginByPasswordSchema>;

/** The login answer, stored whole under LXDZAuths (spec section 3). */
export const authDataSchema = z
  .object({
    token: z.string(),
    user_id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    company_id: z.string(),
    company: companySkinSchema.extend({ name: z.string() }),
    department: z.string().nullable(),
    is_patrolman: z.boolean(),
    is_repairman: z.boolean(),
    is_off3driver: z.boolean(),
    is_approver: z.boolean().optional(),
    /** True when this sign-in bound the device it came from (the company requires a bound device, issue 40). */
    device_bound: z.boolean().optional(),
  })
  .catchall(z.unknown());
export type AuthData = z.infer<typeof authDataSchema>;
