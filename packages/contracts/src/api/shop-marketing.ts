import { z } from 'zod';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { appLinkSchema, mobileSchema, optionalText, queryFlagSchema, shopRefSchema, textField } from './shop-common.ts';

/** Adverts (on the shops screen), activities with sign-up, and membership (issue 14). */

export const advertSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image: fileRefSchema.nullable(),
  link: z.string().nullable(),
  active: z.boolean(),
  shop: shopRefSchema.nullable(),
  created_time: z.string(),
});
export type Advert = z.infer<typeof advertSchema>;
export const advertPageSchema = pageOf(advertSchema);
export type AdvertPage = z.infer<typeof advertPageSchema>;
export const advertsQuerySchema = pageQuerySchema.extend({
  /** The management view: every advert the caller manages, active or not. */
  manage: queryFlagSchema,
});

export const advertCreateSchema = z.object({
  shop_id: z.string().trim().max(64).nullable().optional(),
  title: textField('广告标题', 30),
  content: optionalText('广告内容', 200),
  image: attachmentIdsSchema.max(1, '只能上传一张图片').default([]),
  link: appLinkSchema,
});
export type AdvertCreate = z.input<typeof advertCreateSchema>;
export const advertUpdateSchema = z.object({ active: z.boolean({ error: '请选择是否启用' }) });
export type AdvertUpdate = z.input<typeof advertUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Activities: events with sign-up (a capacity; the last place goes to one person).

export const activitySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  signed_count: z.number().int(),
  signed_up: z.boolean(),
  shop: shopRefSchema.nullable(),
  cover: fileRefSchema.nullable(),
  organiser: personRefSchema,
  /** open: places left; full; ended: its end has passed. */
  state: z.enum(['open', 'full', 'ended']),
  state_label: z.string(),
  can_manage: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityPageSchema = pageOf(activitySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activitySignupSchema = z.object({
  staff: personRefSchema,
  department: z.string().nullable(),
  created_time: z.string(),
});
export const activityDetailSchema = activitySchema.extend({
  /** To its organiser's side (the merchant of its shop, an admin); empty for others. */
  signups: z.array(activitySignupSchema),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

const instant = (label: string) => z.iso.datetime({ offset: true, error: `请选择${label}` });
export const activityCreateSchema = z
  .object({
    shop_id: z.string().trim().max(64).nullable().optional(),
    title: textField('活动名称', 40),
    description: textField('活动介绍', 1000),
    place: textField('活动地点', 60),
    start_at: instant('开始时间'),
    end_at: instant('结束时间'),
    capacity: z.number({ error: '请填写名额' }).int('名额必须是整数').min(1, '名额至少为1').max(10_000, '名额不能超过10000'),
    cover: attachmentIdsSchema.max(1, '只能上传一张图片').default([]),
  })
  .refine((a) => new Date(a.end_at) > new Date(a.start_at), { message: '结束时间必须晚于开始时间', path: ['end_at'] });
export type ActivityCreate = z.input<typeof activityCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Membership (memberCreate): one card per staff; members pay member prices.

export const memberSchema = z.object({
  id: z.string(),
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  birthday: z.string().nullable(),
  level_label: z.string(),
  /** What the member QR code carries (shown at the counter). */
  code: z.string(),
  created_time: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const myMemberSchema = z.object({ member: memberSchema.nullable() });
export type MyMember = z.infer<typeof myMemberSchema>;

export const memberCreateSchema = z.object({
  name: textField('姓名', 20),
  phone: mobileSchema,
  birthday: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, '生日格式应为 YYYY-MM-DD')
    .optional(),
  agree: z.literal(true, { error: '请阅读并同意会员协议' }),
});
export type MemberCreate = z.input<typeof memberCreateSchema>;
