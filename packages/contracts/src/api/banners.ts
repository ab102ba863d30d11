import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { idParamsSchema, pageOf } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { appLinkSchema, shopRefSchema, textField } from './shop-common.ts';

/**
 * Home-screen banners (issue 14): each company's own, shown on its home screen (so by tenant).
 * Admins and merchants add them on /banners; the home screen reads `bannerEndpoints.home`.
 */

/** A banner's picture, its words (the picture's alt text) and where it leads. */
const bannerFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: fileRefSchema,
  /** An in-app path (/shopGoods?shop=...), or null. */
  link: z.string().nullable(),
});
/**
 * A banner as the home screen shows it: also its picture's signed address (files.picture), which an
 * <img>, and index.html's first paint on the next visit, load without the token.
 */
export const homeBannerSchema = bannerFieldsSchema.extend({ src: z.string() });
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** Most banners the home screen shows. */
export const HOME_BANNER_LIMIT = 6;

export const bannerSchema = bannerFieldsSchema.extend({
  sort: z.number().int(),
  active: z.boolean(),
  shop: shopRefSchema.nullable(),
  created_time: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerPageSchema = pageOf(bannerSchema);
export type BannerPage = z.infer<typeof bannerPageSchema>;

export const bannerCreateSchema = z.object({
  /** The merchant's shop the banner advertises; null (admins): the company's own. */
  shop_id: z.string().trim().max(64).nullable().optional(),
  title: textField('标题', 30),
  /** Exactly one picture (an id from POST files/). */
  image: attachmentIdsSchema.min(1, '请上传轮播图图片').max(1, '只能上传一张图片'),
  link: appLinkSchema,
  sort: z.number().int('排序必须是整数').min(0, '排序不能为负数').max(999, '排序不能超过999').default(0),
});
export type BannerCreate = z.input<typeof bannerCreateSchema>;
export const bannerUpdateSchema = z.object({
  active: z.boolean().optional(),
  sort: z.number().int('排序必须是整数').min(0, '排序不能为负数').max(999, '排序不能超过999').optional(),
});
export type BannerUpdate = z.input<typeof bannerUpdateSchema>;

export const bannerEndpoints = {
  home: defineEndpoint({
    method: 'GET',
    operationId: 'banners.home',
    path: '/banners/home/',
    tags: ['banners'],
    summary: '首页轮播图',
    description: `The active banners of the caller's company for the home screen, in their order (at most ${String(HOME_BANNER_LIMIT)}).`,
    auth: 'required',
    response: { 200: z.array(homeBannerSchema) },
  }),
  list: defineEndpoint({
    method: 'GET',
    operationId: 'banners.list',
    path: '/banners/',
    tags: ['banners'],
    summary: '轮播图管理列表（商户、管理员）',
    description: "Admin: every banner of the company; a merchant: his shops' banners. Others: 403.",
    auth: 'required',
    query: pageQuerySchema,
    response: { 200: bannerPageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    operationId: 'banners.create',
    path: '/banners/',
    tags: ['banners'],
    summary: '新增轮播图（商户、管理员）',
    description:
      'Adds an active banner: an admin for the company or any shop, a merchant for his own shop (its link defaults to the shop page). Others: 403.',
    auth: 'required',
    body: bannerCreateSchema,
    response: { 201: bannerSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    operationId: 'banners.update',
    path: '/banners/:id/',
    tags: ['banners'],
    summary: '启用、停用或排序轮播图',
    description: "Turns a banner on or off or moves it (its shop's merchant or an admin; others: 403, another company's: 404).",
    auth: 'required',
    params: idParamsSchema,
    body: bannerUpdateSchema,
    response: { 200: bannerSchema },
  }),
} as const;
