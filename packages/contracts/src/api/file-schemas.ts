import { z } from 'zod';
import { FILE_MAX_ATTACHMENTS, STORED_FILE_MIMES, fileMessages } from './files.ts';

// The files' schemas, apart from their endpoints: the home screen calls those, and only screens with
// a form or a list of files build these (see build/client-contracts.ts).

/** A stored file as modules show it. */
export const fileRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.enum(STORED_FILE_MIMES),
  size: z.number().int(),
  created_time: z.string(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** The `attachments` field of a module's body: ids from `POST files/`, in the order shown. */
export const attachmentIdsSchema = z
  .array(z.string({ error: fileMessages.unknown }), { error: fileMessages.unknown })
  .max(FILE_MAX_ATTACHMENTS, fileMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, { message: '附件重复' });
