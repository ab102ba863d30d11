import { z } from 'zod';
import { keysetPageQuerySchema, pageQuerySchema, unreadCountSchema } from './messages.ts';
import { idParamsSchema, keysetPageOf, pageOf, personRefSchema } from './page.ts';
import { defineEndpoint } from './endpoint.ts';
import { detailErrorSchema } from './errors.ts';

/** A notice in the list (no content; `summary` is its first characters). */
export const noticeItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  is_public: z.boolean(),
  is_read: z.boolean(),
  author: personRefSchema,
  comment_count: z.number().int(),
  created_at: z.string(),
  /** created_at as local 'YYYY-MM-DD HH:mm:ss'. */
  created_time: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** GET /9077/api/notices/ (paged, newest first); `can_publish`: the caller may POST a notice. */
export const noticesQuerySchema = keysetPageQuerySchema.extend({ unread: z.enum(['true', 'false', '1', '0']).optional() });
export const noticePageSchema = keysetPageOf(noticeItemSchema).extend({ can_publish: z.boolean() });
export type NoticePage = z.infer<typeof noticePageSchema>;

/** GET /9077/api/notices/{id}/ (marks it read for the caller); also the answer of POST notices/. */
export const noticeDetailSchema = noticeItemSchema.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** POST /9077/api/notices/ (role admin, or staff allowed to publish; else 403 {detail: '没有发布权限'}). */
export const noticeCreateSchema = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(100),
  content: z.string({ error: '请填写内容' }).trim().min(1, '请填写内容').max(20000),
  is_public: z.boolean().default(false),
});
export type NoticeCreate = z.input<typeof noticeCreateSchema>;

export const noticeCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: personRefSchema,
  created_at: z.string(),
  created_time: z.string(),
});
export type NoticeComment = z.infer<typeof noticeCommentSchema>;
/** GET /9077/api/notices/{id}/comments/ (paged, oldest first). */
export const noticeCommentPageSchema = pageOf(noticeCommentSchema);
export type NoticeCommentPage = z.infer<typeof noticeCommentPageSchema>;
/** POST /9077/api/notices/{id}/comments/. */
export const noticeCommentCreateSchema = z.object({
  content: z.string({ error: '请填写评论内容' }).trim().min(1, '请填写评论内容').max(500),
});
export type NoticeCommentCreate = z.input<typeof noticeCommentCreateSchema>;

/** GET /9077/api/public/notices/{id}/ (no login; only notices published as public, else 404). */
export const publicNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  company_name: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  created_time: z.string(),
});
export type PublicNotice = z.infer<typeof publicNoticeSchema>;

/** The notices operations (OpenAPI tag `notices`): the server routes, the client calls and the document read these. */
export const noticeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notices/',
    operationId: 'notices.list',
    tags: ['notices'],
    summary: '公告（分页，新的在前，含已读状态；unread=true 只看未读）',
    description: "A page of the company's notices, newest first, each with the caller's read mark; ?unread=true lists only unread ones.",
    auth: 'required',
    query: noticesQuerySchema,
    response: { 200: noticePageSchema },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/notices/unread_count/',
    operationId: 'notices.unreadCount',
    tags: ['notices'],
    summary: '未读公告数',
    description: 'The number of notices the caller has not read, up to 100 (100 means 100 or more; the badge shows 99+).',
    auth: 'required',
    response: { 200: unreadCountSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/notices/:id/',
    operationId: 'notices.get',
    tags: ['notices'],
    summary: '公告详情（标为已读）',
    description: 'One notice with its content; marks it read for the caller.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: noticeDetailSchema },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/notices/',
    operationId: 'notices.publish',
    tags: ['notices'],
    summary: '发布公告（管理员或有发布权限的员工），推送给本单位所有员工',
    description:
      'Publishes a notice (admins and staff with the publish right; 403 otherwise). Every other staff of the company gets a push; is_public makes it readable without login.',
    auth: 'required',
    body: noticeCreateSchema,
    response: { 201: noticeDetailSchema },
  }),
  listComments: defineEndpoint({
    method: 'GET',
    path: '/notices/:id/comments/',
    operationId: 'notices.listComments',
    tags: ['notices'],
    summary: '公告评论（分页，早的在前）',
    description: "A page of a notice's comments, oldest first.",
    auth: 'required',
    params: idParamsSchema,
    query: pageQuerySchema,
    response: { 200: noticeCommentPageSchema },
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/notices/:id/comments/',
    operationId: 'notices.comment',
    tags: ['notices'],
    summary: '评论公告',
    description: 'Comments on a notice; answers the comment (201).',
    auth: 'required',
    params: idParamsSchema,
    body: noticeCommentCreateSchema,
    response: { 201: noticeCommentSchema },
  }),
  getPublic: defineEndpoint({
    method: 'GET',
    path: '/public/notices/:id/',
    operationId: 'notices.getPublic',
    tags: ['notices'],
    summary: '公开公告（无需登录；仅发布为公开的公告）',
    description: 'A notice published as public, readable without a token (shared links); 404 for any other.',
    auth: 'none',
    params: idParamsSchema,
    response: { 200: publicNoticeSchema, 404: detailErrorSchema.describe('未找到') },
  }),
} as const;
