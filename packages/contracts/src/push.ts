import { z } from 'zod';

/** A push message (spec section 3, "Push message"). */
export const pushMessageSchema = z.object({
  title: z.string(),
  content: z.string(),
  extras: z
    .object({
      msg_type: z.string(),
      msg_id: z.union([z.string(), z.number()]),
      order_type: z.string().optional(),
      extra_param: z
        .object({
          module: z.string().optional(),
          action_type: z.string().optional(),
        })
        .catchall(z.unknown())
        .optional(),
    })
    .catchall(z.unknown()),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
