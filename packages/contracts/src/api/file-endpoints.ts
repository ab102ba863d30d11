import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { fileRefSchema } from './file-schemas.ts';
import { idParamsSchema } from './page.ts';

/** The query of a signed picture address (`files.picture`): company, expiry (Unix seconds) and HMAC. */
export const pictureLinkQuerySchema = z.object({
  company: z.string().max(64),
  exp: z.string().regex(/^[0-9]{1,12}$/),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});

export const fileEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/files/',
    operationId: 'files.upload',
    tags: ['files'],
    summary: 'Upload a file',
    description:
      'multipart/form-data with one part named `file` (an image: JPG, PNG, WebP or GIF, or a PDF; at most FILE_MAX_BYTES, default 10 MB). ' +
      'The type is read from the bytes, not the name. Answers the stored file (201); send its id in a module body (`attachments`).',
    auth: 'required',
    response: { 201: fileRefSchema },
  }),
  uploadVideo: defineEndpoint({
    method: 'POST',
    path: '/files/videos/',
    operationId: 'files.uploadVideo',
    tags: ['files'],
    summary: 'Upload a short video',
    description:
      'multipart/form-data with one part named `file`: a clip (MP4, WebM or MOV; at most FILE_VIDEO_MAX_BYTES, default 30 MB), ' +
      'read by its bytes (400 file: 只支持 MP4、WebM、MOV 格式的视频, 视频不能超过 30 MB). Answers the stored file (201); ' +
      'only the bodies that ask for a video take its id (an alarm reported by hand).',
    auth: 'required',
    response: { 201: fileRefSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/files/:id/',
    operationId: 'files.get',
    tags: ['files'],
    summary: 'A stored file',
    description: "The file's name, type and size; staff of the company it was uploaded in only (others: 404).",
    auth: 'required',
    params: idParamsSchema,
    response: { 200: fileRefSchema },
  }),
  content: defineEndpoint({
    method: 'GET',
    path: '/files/:id/content/',
    operationId: 'files.content',
    tags: ['files'],
    summary: "A stored file's bytes",
    description: 'The bytes with their type (an image, a PDF or a video); staff of the company it was uploaded in only (others: 404).',
    auth: 'required',
    params: idParamsSchema,
  }),
  picture: defineEndpoint({
    method: 'GET',
    path: '/files/:id/picture/',
    operationId: 'files.picture',
    tags: ['files'],
    summary: 'A company-wide picture by its signed address',
    description:
      'The bytes of a picture every staff of its company sees (a home banner), at the address the server handed out with it: ' +
      'an <img> or an index.html preload loads it without the token. The signature covers company, file and expiry (a day or two); ' +
      'a wrong, expired or tampered address, or a file that is not a picture, answers 404.',
    auth: 'none',
    params: idParamsSchema,
    query: pictureLinkQuerySchema,
  }),
} as const;
