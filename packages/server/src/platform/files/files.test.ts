import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerEndpoints, endpointUrl, fileEndpoints, homeBannerSchema, type FileRef } from '@campus/contracts';
import { A, A2, auth, describeOnDatabase } from '../test/harness.ts';
import { clientOf, multipartBody, uploadAs, type Client } from '../test/client.ts';
import { DEMO_RECEIPT_PNG, seededFileId } from './seed.ts';
import { checkAttachments, displayName, fileRefs } from './service.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

describe('displayName', () => {
  it('keeps the last path segment without control characters; a blank name becomes the type', () => {
    expect(displayName('C:\\Users\\me\\发票.png', 'image/png')).toBe('发票.png');
    expect(displayName('../../etc/passwd\u0000.png', 'image/png')).toBe('passwd.png');
    expect(displayName('   ', 'application/pdf')).toBe('PDF文件');
    expect(displayName(`${'长'.repeat(200)}.jpg`, 'image/jpeg')).toHaveLength(120);
  });
});

describeOnDatabase('files (issue 11: one upload service for every module)', (h) => {
  let staff: Client;
  let other: Client;
  let elsewhere: Client;

  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000005');
    other = await clientOf(h(), A.id, '13800000004');
    elsewhere = await clientOf(h(), A2.id, '13800000005');
  });

  it('uploads an image: 201 with its ref; the type comes from the bytes, the name from the device', async () => {
    const res = await uploadAs(h(), staff, { bytes: DEMO_RECEIPT_PNG, name: '停车费.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const ref = res.json<FileRef>();
    expect(ref).toMatchObject({ name: '停车费.jpg', mime: 'image/png', size: DEMO_RECEIPT_PNG.length });
    expect(ref.created_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const meta = await other.get(endpointUrl(fileEndpoints.get, { id: ref.id }));
    expect(meta.json()).toEqual(ref);
    const content = await other.get(endpointUrl(fileEndpoints.content, { id: ref.id }));
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(content.rawPayload.equals(DEMO_RECEIPT_PNG)).toBe(true);
  });

  it('accepts PDFs and JPEGs by their bytes, and photos larger than a JSON body may be', async () => {
    const photo = Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024)]);
    for (const [bytes, mime] of [
      [PDF, 'application/pdf'],
      [JPEG, 'image/jpeg'],
      [photo, 'image/jpeg'],
    ] as const) {
      const res = await uploadAs(h(), staff, { bytes, name: 'x' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<FileRef>().mime).toBe(mime);
    }
  });

  it('refuses other types whatever their name says, empty files and a missing part: 400 on field file', async () => {
    const script = await uploadAs(h(), staff, { bytes: Buffer.from('<script>alert(1)</script>'), name: 'photo.png', type: 'image/png' });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ file: ['只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件'] });
    const empty = await uploadAs(h(), staff, { bytes: new Uint8Array(0), name: 'a.png' });
    expect(empty.json()).toEqual({ file: ['请选择要上传的文件'] });
    const json = await staff.post(endpointUrl(fileEndpoints.upload), { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: ['请选择要上传的文件'] });
    const { payload, headers } = await multipartBody({ bytes: DEMO_RECEIPT_PNG, name: 'a.png' }, 'photo');
    const wrongField = await h().app.inject({
      method: 'POST',
      url: endpointUrl(fileEndpoints.upload),
      payload,
      headers: { ...headers, ...auth(staff.auth.token) },
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('refuses a file over the size limit with the limit in the message', async () => {
    const big = Buffer.concat([DEMO_RECEIPT_PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadAs(h(), staff, { bytes: big, name: 'big.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['文件不能超过 10 MB'] });
  });

  it('needs a login', async () => {
    const { payload, headers } = await multipartBody({ bytes: DEMO_RECEIPT_PNG, name: 'a.png' });
    const res = await h().app.inject({ method: 'POST', url: endpointUrl(fileEndpoints.upload), payload, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ code: string }>().code).toBe('AUTH_FAIL');
  });

  it("serves a file only to its company's staff: another company gets 404 for the ref and the bytes", async () => {
    const ref = (await uploadAs(h(), staff, { bytes: DEMO_RECEIPT_PNG, name: 'a.png' })).json<FileRef>();
    for (const endpoint of [fileEndpoints.get, fileEndpoints.content]) {
      const res = await elsewhere.get(endpointUrl(endpoint, { id: ref.id }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: '未找到' });
    }
    expect((await staff.get(endpointUrl(fileEndpoints.get, { id: 'not-a-uuid' }))).statusCode).toBe(404);
  });

  it("checkAttachments takes only the caller's own uploads of the company; fileRefs keeps the order and drops strangers", async () => {
    const mine = (await uploadAs(h(), staff, { bytes: DEMO_RECEIPT_PNG, name: '1.png' })).json<FileRef>();
    const second = (await uploadAs(h(), staff, { bytes: PDF, name: '2.pdf' })).json<FileRef>();
    const theirs = (await uploadAs(h(), other, { bytes: DEMO_RECEIPT_PNG, name: '3.png' })).json<FileRef>();
    const db = h().db.handle.db;
    const caller = { companyId: A.id, staffId: staff.id };
    await expect(checkAttachments(db, caller, [second.id, mine.id])).resolves.toEqual([second, mine]);
    for (const ids of [[theirs.id], [mine.id, 'x'], [seededFileId(A2.id)]]) {
      await expect(checkAttachments(db, caller, ids, 'receipts')).rejects.toMatchObject({
        statusCode: 400,
        body: { receipts: ['附件不存在或已失效，请重新上传'] },
      });
    }
    expect(await fileRefs(db, A.id, [theirs.id, seededFileId(A2.id), mine.id])).toEqual([theirs, mine]);
  });

  it('seeds a demo receipt per company whose bytes are served', async () => {
    const res = await staff.get(endpointUrl(fileEndpoints.content, { id: seededFileId(A.id) }));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(DEMO_RECEIPT_PNG)).toBe(true);
  });
});

describeOnDatabase('files.picture: company-wide pictures at signed addresses (issue 10: home banners preloaded by index.html)', (h) => {
  let staff: Client;
  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000005');
  });
  const firstBanner = async (client: Client) => z.array(homeBannerSchema).parse((await client.get(bannerEndpoints.home.url)).json())[0];

  it('a home banner’s picture loads by its address without a token, cached privately until it expires', async () => {
    const banner = await firstBanner(staff);
    expect(banner?.src).toMatch(/^\/9077\/api\/files\/[0-9a-f-]{36}\/picture\/\?company=[0-9a-f-]{36}&exp=\d+&sig=[0-9a-f]{64}$/);
    const res = await h().app.inject({ method: 'GET', url: banner?.src ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const viaToken = await staff.get(endpointUrl(fileEndpoints.content, { id: banner?.image.id ?? '' }));
    expect(res.rawPayload.equals(viaToken.rawPayload)).toBe(true);
  });

  it('an altered address, another file’s id under it, or a missing signature is answered 404 or 400, never the bytes', async () => {
    const banner = await firstBanner(staff);
    const src = banner?.src ?? '';
    const tampered = src.replace(/sig=(.)/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await h().app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const otherFile = src.replace(banner?.image.id ?? '', seededFileId(A.id));
    expect((await h().app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(404);
    expect((await h().app.inject({ method: 'GET', url: src.replace(/&sig=.*$/, '') })).statusCode).toBe(400);
  });

  it('a second server with the same LOGIN_SIGNING_SECRET serves the first one’s address; past its expiry, none does', async () => {
    const secret = { loginSigningSecret: 'shared-by-the-instances' };
    const first = await h().build(secret);
    const second = await h().build(secret);
    const later = await h().build({ ...secret, now: () => new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) });
    const token = (await h().login(A.id, '13800000005')).token;
    const banners = z
      .array(homeBannerSchema)
      .parse((await first.inject({ method: 'GET', url: bannerEndpoints.home.url, headers: auth(token) })).json());
    const src = banners[0]?.src ?? '';
    expect((await second.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    expect((await later.inject({ method: 'GET', url: src })).statusCode).toBe(404);
    // without the shared secret each process signs with its own key
    expect((await h().app.inject({ method: 'GET', url: src })).statusCode).toBe(404);
  });
});
