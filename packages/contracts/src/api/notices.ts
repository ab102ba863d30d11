import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { pageOf, personRefSchema } from './page.ts';

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
export const noticesQuerySchema = pageQuerySchema.extend({ unread: z.enum(['true', 'false', '1', '0']).optional() });
export const noticePageSchema = pageOf(noticeItemSchema).extend({ can_publish: z.boolean() });
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
