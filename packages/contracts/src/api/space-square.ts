import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf } from './page.ts';
import {
  bookingKindSchema,
  spaceDetailErrorSchema,
  spaceMessages,
  spacePersonSchema,
  spaceRefSchema,
  spaceSlotSchema,
} from './space-common.ts';

/**
 * The order square (spaceOrderSquare / seatOrderSquare, spaceSquare / seatSquare, spaceSquareComment /
 * seatSquareComment): a booker shares a booking (an open talk, a game looking for players, a study
 * group); colleagues join while places are left and comment; the owner is told of both (SPACE pushes).
 */

/** POST space/bookings/{id}/share/: the booker shares; once per booking (again: 200 and the same entry). */
export const squareShareSchema = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(50, '标题不能超过50个字'),
  description: z.string().trim().max(500, '说明不能超过500个字').default(''),
  /** Places for others (the booker is not counted). */
  places: z.number({ error: '请填写名额' }).int('名额须为整数').min(1, '名额至少为1').max(200, '名额不能超过200'),
});
export type SquareShare = z.input<typeof squareShareSchema>;

export const squareListItemSchema = z.object({
  id: z.string(),
  kind: bookingKindSchema,
  booking_id: z.string(),
  title: z.string(),
  resource: spaceRefSchema.extend({ place: z.string() }),
  seat_number: z.string().nullable(),
  slot: spaceSlotSchema,
  owner: spacePersonSchema,
  places: z.number().int(),
  joined_count: z.number().int(),
  places_left: z.number().int(),
  comment_count: z.number().int(),
  created_time: z.string(),
});
export type SquareListItem = z.infer<typeof squareListItemSchema>;
export const squarePageSchema = pageOf(squareListItemSchema);
export type SquarePage = z.infer<typeof squarePageSchema>;

export const squareEntrySchema = squareListItemSchema.extend({
  description: z.string(),
  /** Who is coming (the owner first, then in the order they joined). */
  people: z.array(spacePersonSchema),
  is_owner: z.boolean(),
  joined: z.boolean(),
  /** The booking is still ahead or in use and it is not full. */
  open: z.boolean(),
  can_join: z.boolean(),
  can_leave: z.boolean(),
});
export type SquareEntry = z.infer<typeof squareEntrySchema>;

/** ?kind=space|seat: what is shared for today and the coming days, soonest first. */
export const squareListQuerySchema = pageQuerySchema.extend({ kind: bookingKindSchema.optional() });

export const squareCommentCreateSchema = z.object({
  content: z.string({ error: spaceMessages.comment }).trim().min(1, spaceMessages.comment).max(200, '评论不能超过200个字'),
});
export type SquareCommentCreate = z.input<typeof squareCommentCreateSchema>;
export const squareCommentSchema = z.object({
  id: z.string(),
  author: spacePersonSchema,
  content: z.string(),
  mine: z.boolean(),
  created_time: z.string(),
});
export type SquareComment = z.infer<typeof squareCommentSchema>;
export const squareCommentPageSchema = pageOf(squareCommentSchema);
export type SquareCommentPage = z.infer<typeof squareCommentPageSchema>;

const tagged = { tags: ['space'], auth: 'required' } as const;

export const spaceSquareEndpoints = {
  share: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/bookings/:id/share/',
    operationId: 'space.share',
    summary: '分享到预约广场',
    description:
      "The booker shares a booking that is ahead or in use to the company's square with a title and places for others (201); shared again: 200 and the same entry.",
    params: idParamsSchema,
    body: squareShareSchema,
    response: { 200: squareEntrySchema, 201: squareEntrySchema, 400: spaceDetailErrorSchema, 404: spaceDetailErrorSchema },
  }),
  list: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/square/',
    operationId: 'space.square',
    summary: '预约广场',
    description: "What the company's people shared for today and the coming days (?kind=space|seat), soonest first.",
    query: squareListQuerySchema,
    response: { 200: squarePageSchema },
  }),
  get: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/square/:id/',
    operationId: 'space.squareEntry',
    summary: '广场详情',
    description: 'One entry: the booking, who is coming, places left, whether the caller may join or leave.',
    params: idParamsSchema,
    response: { 200: squareEntrySchema, 404: spaceDetailErrorSchema },
  }),
  join: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/square/:id/join/',
    operationId: 'space.joinSquare',
    summary: '加入',
    description:
      'The caller joins while places are left (50 concurrent joins for the last place: one); joined before: the same answer. 400 名额已满 / 该预约已结束或已取消 / 不能加入自己分享的预约. The owner is told.',
    params: idParamsSchema,
    response: { 200: squareEntrySchema, 400: spaceDetailErrorSchema, 404: spaceDetailErrorSchema },
  }),
  leave: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/square/:id/leave/',
    operationId: 'space.leaveSquare',
    summary: '退出',
    description: 'The caller leaves an entry he joined; his place is free again.',
    params: idParamsSchema,
    response: { 200: squareEntrySchema, 400: spaceDetailErrorSchema, 404: spaceDetailErrorSchema },
  }),
  comments: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/square/:id/comments/',
    operationId: 'space.squareComments',
    summary: '广场评论',
    description: "An entry's comments, oldest first.",
    params: idParamsSchema,
    query: pageQuerySchema,
    response: { 200: squareCommentPageSchema, 404: spaceDetailErrorSchema },
  }),
  comment: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/square/:id/comments/',
    operationId: 'space.commentSquare',
    summary: '发表评论',
    description: 'Anyone of the company comments on an entry (201); the owner is told (unless he wrote it).',
    params: idParamsSchema,
    body: squareCommentCreateSchema,
    response: { 201: squareCommentSchema, 404: spaceDetailErrorSchema },
  }),
} as const;
