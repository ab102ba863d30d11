import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { readFilesConfig } from './config.ts';
import { localFileStore, s3FileStore, type FileStore } from './store.ts';

const KEY = '11111111-2222-3333-4444-555555555555/2026-11/66666666-7777-8888-9999-000000000000';
const BYTES = Buffer.from('bytes of a receipt');

function behavesAsAStore(open: () => Promise<FileStore>) {
  it('puts, gets and deletes by key; a missing key reads as null', async () => {
    const store = await open();
    expect(await store.get(KEY)).toBeNull();
    await store.put(KEY, BYTES, 'image/png');
    expect((await store.get(KEY))?.equals(BYTES)).toBe(true);
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
  });

  it('refuses keys that are not <company>/<yyyy-mm>/<id> (never a path to follow)', async () => {
    const store = await open();
    for (const key of ['../etc/passwd', `${KEY}/..`, 'a/b/c'])
      await expect(store.put(key, BYTES, 'image/png')).rejects.toThrow(/bad file key/);
  });
}

describe('local file store (FILES_DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'campus-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  behavesAsAStore(async () => localFileStore(dir));
});

describe('S3-compatible file store (FILES_S3_*), against a local S3 server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'campus-s3-'));
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'campus', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${String(port)}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  behavesAsAStore(async () => {
    const config = readFilesConfig({
      FILES_S3_BUCKET: 'campus',
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_PREFIX: 'uploads/',
    });
    if (!config.s3) throw new Error('no bucket configured');
    return s3FileStore(config.s3);
  });
});

describe('readFilesConfig', () => {
  it('defaults to .data/files, or <DATA_DIR>-files, with a 10 MB limit', () => {
    expect(readFilesConfig({}).dir).toMatch(/\.data\/files$/);
    expect(readFilesConfig({ DATA_DIR: '/srv/hub/pglite' }).dir).toBe('/srv/hub/pglite-files');
    expect(readFilesConfig({ FILES_DIR: '/srv/uploads', DATA_DIR: '/x' }).dir).toBe('/srv/uploads');
    expect(readFilesConfig({}).maxBytes).toBe(10 * 1024 * 1024);
    expect(readFilesConfig({}).s3).toBeNull();
  });
  it('refuses a bucket without credentials and a bad limit', () => {
    expect(() => readFilesConfig({ FILES_S3_BUCKET: 'b' })).toThrow(/FILES_S3_ACCESS_KEY_ID is required/);
    expect(() => readFilesConfig({ FILE_MAX_BYTES: '-1' })).toThrow(/FILE_MAX_BYTES/);
  });
});
