import { defineEndpoint } from './endpoint.ts';
import { fileRefSchema } from './file-schemas.ts';
import { idParamsSchema } from './page.ts';

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
    description: 'The bytes with their type; staff of the company it was uploaded in only (others: 404).',
    auth: 'required',
    params: idParamsSchema,
  }),
} as const;
