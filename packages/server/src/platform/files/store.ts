/**
 * Where the bytes of uploaded files live: a folder under the data folder by default, or an
 * S3-compatible bucket when FILES_S3_BUCKET is set (several servers behind one load balancer need
 * the bucket: a local folder is only this server's).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface FileStore {
  /** Short name for logs and the start banner. */
  readonly describe: string;
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when the store has none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `<uuid>/<yyyy-mm>/<uuid>`: anything else is a programming error, never a path to follow. */
const KEY = /^[0-9a-f-]{36}\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad file key ${key}`);
  return key;
}

export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`file key ${key} leaves the store`);
    return path;
  };
  return {
    describe: `folder ${base}`,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // write then rename: a reader never sees half a file
      const temp = join(dirname(path), `.${randomUUID()}.part`);
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3StoreOptions {
  bucket: string;
  /** https://s3.<region>.amazonaws.com, a MinIO or OSS endpoint ...; unset: AWS by region. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (MinIO and most S3-compatible servers). */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
}

export async function s3FileStore(options: S3StoreOptions): Promise<FileStore> {
  // loaded only when configured: most servers never need the SDK
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const objectKey = (key: string) => `${options.prefix}${checkKey(key)}`;
  return {
    describe: `bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: bytes, ContentType: mime }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
