import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { endpointUrl, fileEndpoints, fileMessages, isImageMime, VIDEO_MIMES } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { fieldError, notFound } from '../errors.ts';
import { readFilesConfig } from './config.ts';
import {
  readFileBytes,
  findFile,
  fileRef,
  storeUpload,
  DOCUMENT_UPLOAD,
  VIDEO_UPLOAD,
  type FilesDeps,
  type UploadKind,
} from './service.ts';
import { localFileStore, s3FileStore } from './store.ts';

const depsByContext = new WeakMap<AppContext, Promise<FilesDeps>>();

/** The files service of a server (its store from FILES_DIR or FILES_S3_*), made once. */
export function filesService(ctx: AppContext): Promise<FilesDeps> {
  let deps = depsByContext.get(ctx);
  if (!deps) {
    const config = readFilesConfig();
    deps = (config.s3 ? s3FileStore(config.s3) : Promise.resolve(localFileStore(config.dir))).then((store) => ({
      db: ctx.handle.db,
      store,
      maxBytes: config.maxBytes,
      videoMaxBytes: config.videoMaxBytes,
      now: ctx.now,
    }));
    depsByContext.set(ctx, deps);
  }
  return deps;
}

/**
 * The signed address of a company-wide picture (a home banner) that an <img> loads without the
 * caller's token (files.picture). Only for pictures every staff of the company may see.
 */
export function pictureAddress(ctx: AppContext, companyId: string, fileId: string): string {
  return endpointUrl(fileEndpoints.picture, { id: fileId }, { ...ctx.pictureLinks.sign(companyId, fileId) });
}

/** @fastify/multipart's own error for a part over its fileSize limit. */
const isTooLarge = (err: unknown): boolean => (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = await filesService(ctx);
  ctx.log.info(`files: stored in the ${deps.store.describe}`);
  await app.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1, fields: 0, parts: 1 } });

  const uploadRoute = (endpoint: typeof fileEndpoints.upload | typeof fileEndpoints.uploadVideo, kind: UploadKind) =>
    defineRoute(app, ctx, {
      endpoint,
      rawBody: {
        contentType: 'multipart/form-data',
        schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
      },
      handler: async ({ req, reply, auth }) => {
        if (!req.isMultipart()) throw fieldError('file', fileMessages.missing);
        const maxBytes = kind.maxBytes(deps);
        let upload;
        try {
          const part = await req.file({ limits: { fileSize: maxBytes } });
          if (!part || part.fieldname !== 'file') throw fieldError('file', fileMessages.missing);
          upload = { name: part.filename, bytes: await part.toBuffer() };
        } catch (err) {
          if (isTooLarge(err)) throw fieldError('file', kind.tooLarge(maxBytes));
          throw err;
        }
        const ref = await storeUpload(deps, auth, upload, kind);
        return reply.code(201).send(ref);
      },
    });
  uploadRoute(fileEndpoints.upload, DOCUMENT_UPLOAD);
  uploadRoute(fileEndpoints.uploadVideo, VIDEO_UPLOAD);

  defineRoute(app, ctx, {
    endpoint: fileEndpoints.get,
    handler: async ({ params, auth }) => fileRef(await findFile(deps.db, auth.companyId, params.id)),
  });

  defineRoute(app, ctx, {
    endpoint: fileEndpoints.content,
    rawResponses: {
      200: {
        description: 'The bytes (an image, a PDF or a video)',
        content: Object.fromEntries(
          ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf', ...VIDEO_MIMES].map((mime) => [
            mime,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
    },
    handler: async ({ params, auth, reply }) => {
      const { row, bytes } = await readFileBytes(deps, auth.companyId, params.id);
      return (
        reply
          .type(row.mime)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
          // never run as a page of this origin, whatever a browser makes of the bytes
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(bytes)
      );
    },
  });

  defineRoute(app, ctx, {
    endpoint: fileEndpoints.picture,
    rawResponses: {
      200: {
        description: 'The picture',
        content: Object.fromEntries(
          ['image/jpeg', 'image/png', 'image/webp', 'image/gif'].map((mime) => [mime, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
    },
    handler: async ({ params, query, reply }) => {
      // a forged, expired or altered address is answered as no such file (it says nothing of what exists)
      if (!ctx.pictureLinks.verify(params.id, query)) throw notFound();
      const { row, bytes } = await readFileBytes(deps, query.company, params.id);
      if (!isImageMime(row.mime)) throw notFound();
      const maxAge = Math.max(0, Number(query.exp) - Math.ceil(ctx.now().getTime() / 1000));
      return (
        reply
          .type(row.mime)
          // one address per picture and day: the browser keeps it until the address expires, no shared cache does
          .header('cache-control', `private, max-age=${String(maxAge)}, immutable`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(bytes)
      );
    },
  });
}
