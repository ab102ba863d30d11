/** The files family's settings (docs/server.md, "Files"), read from the environment once per server. */
import { resolve } from 'node:path';
import { FILE_DEFAULT_MAX_BYTES, FILE_VIDEO_DEFAULT_MAX_BYTES } from '@campus/contracts';
import { repoRoot } from '../paths.ts';
import type { S3StoreOptions } from './store.ts';

export interface FilesConfig {
  /** FILES_DIR: the local store's folder (ignored with a bucket). */
  dir: string;
  /** FILE_MAX_BYTES */
  maxBytes: number;
  /** FILE_VIDEO_MAX_BYTES: a clip's limit (files.uploadVideo) */
  videoMaxBytes: number;
  /** FILES_S3_*: the S3-compatible bucket, when FILES_S3_BUCKET is set. */
  s3: S3StoreOptions | null;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required with FILES_S3_BUCKET`);
  return value;
}

/**
 * FILES_DIR defaults to the data folder's neighbour: `<DATA_DIR>-files` when DATA_DIR is set, else
 * `<repo>/.data/files` (beside the embedded database's `.data/pglite`).
 */
export function readFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const dir = env.FILES_DIR
    ? resolve(repoRoot, env.FILES_DIR)
    : env.DATA_DIR
      ? `${resolve(repoRoot, env.DATA_DIR)}-files`
      : resolve(repoRoot, '.data', 'files');
  const bucket = env.FILES_S3_BUCKET;
  return {
    dir,
    maxBytes: positiveInt(env, 'FILE_MAX_BYTES', FILE_DEFAULT_MAX_BYTES),
    videoMaxBytes: positiveInt(env, 'FILE_VIDEO_MAX_BYTES', FILE_VIDEO_DEFAULT_MAX_BYTES),
    s3: bucket
      ? {
          bucket,
          ...(env.FILES_S3_ENDPOINT ? { endpoint: env.FILES_S3_ENDPOINT } : {}),
          region: env.FILES_S3_REGION || 'us-east-1',
          accessKeyId: required(env, 'FILES_S3_ACCESS_KEY_ID'),
          secretAccessKey: required(env, 'FILES_S3_SECRET_ACCESS_KEY'),
          // MinIO and most S3-compatible servers want path-style URLs; AWS itself takes either
          forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE ? env.FILES_S3_FORCE_PATH_STYLE === '1' : Boolean(env.FILES_S3_ENDPOINT),
          prefix: env.FILES_S3_PREFIX ?? '',
        }
      : null,
  };
}
