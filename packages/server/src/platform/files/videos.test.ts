import { beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, fileEndpoints, type FileRef } from '@campus/contracts';
import { A, describeOnDatabase } from '../test/harness.ts';
import { clientOf, uploadAs, type Client } from '../test/client.ts';
import { DEMO_RECEIPT_PNG } from './seed.ts';
import { checkAttachments, displayName } from './service.ts';
import { CLIP_MOV, CLIP_MP4, CLIP_WEBM, uploadVideoAs } from './test-clips.ts';

describe('displayName of a clip', () => {
  it('a blank name becomes the clip’s type', () => {
    expect(displayName('', 'video/quicktime')).toBe('MOV文件');
  });
});

describeOnDatabase('files: short videos on their own endpoint (issue 39: an alarm reported by hand)', (h) => {
  let staff: Client;
  let other: Client;

  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000005');
    other = await clientOf(h(), A.id, '13800000004');
  });

  it('issue 39: MP4, WebM and MOV are read by their bytes (201), and served with their type to the company', async () => {
    for (const [bytes, mime] of [
      [CLIP_MP4, 'video/mp4'],
      [CLIP_WEBM, 'video/webm'],
      [CLIP_MOV, 'video/quicktime'],
    ] as const) {
      const res = await uploadVideoAs(h(), staff, { bytes, name: '现场.bin' });
      expect(res.statusCode, res.body).toBe(201);
      const ref = res.json<FileRef>();
      expect(ref).toMatchObject({ name: '现场.bin', mime, size: bytes.length });
      const content = await other.get(endpointUrl(fileEndpoints.content, { id: ref.id }));
      expect(content.headers['content-type']).toBe(mime);
      expect(content.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('issue 39: a picture on the video endpoint, a clip on the attachments endpoint: 400 on file in Chinese', async () => {
    const picture = await uploadVideoAs(h(), staff, { bytes: DEMO_RECEIPT_PNG, name: 'a.mp4', type: 'video/mp4' });
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toEqual({ file: ['只支持 MP4、WebM、MOV 格式的视频'] });
    const clip = await uploadAs(h(), staff, { bytes: CLIP_MP4, name: 'a.png', type: 'image/png' });
    expect(clip.statusCode).toBe(400);
    expect(clip.json()).toEqual({ file: ['只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件'] });
  });

  it('issue 39: a clip over its own limit (30 MB, above the 10 MB of attachments) is refused with the limit', async () => {
    const fits = await uploadVideoAs(h(), staff, { bytes: Buffer.concat([CLIP_MP4, Buffer.alloc(12 * 1024 * 1024)]), name: 'ok.mp4' });
    expect(fits.statusCode, fits.body).toBe(201);
    const big = await uploadVideoAs(h(), staff, { bytes: Buffer.concat([CLIP_MP4, Buffer.alloc(30 * 1024 * 1024)]), name: 'big.mp4' });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ file: ['视频不能超过 30 MB'] });
  });

  it('issue 39: an attachment field takes no clip, a video field nothing but clips (each in its own words)', async () => {
    const clip = (await uploadVideoAs(h(), staff, { bytes: CLIP_WEBM, name: 'v.webm' })).json<FileRef>();
    const picture = (await uploadAs(h(), staff, { bytes: DEMO_RECEIPT_PNG, name: 'p.png' })).json<FileRef>();
    const db = h().db.handle.db;
    const caller = { companyId: A.id, staffId: staff.id };
    await expect(checkAttachments(db, caller, [picture.id, clip.id], 'photos')).rejects.toMatchObject({
      statusCode: 400,
      body: { photos: ['只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件'] },
    });
    await expect(checkAttachments(db, caller, [picture.id], 'video_id', 'videos')).rejects.toMatchObject({
      body: { video_id: ['只支持 MP4、WebM、MOV 格式的视频'] },
    });
    expect((await checkAttachments(db, caller, [clip.id], 'video_id', 'videos')).map((f) => f.mime)).toEqual(['video/webm']);
  });

  it('needs a login', async () => {
    const res = await h().app.inject({ method: 'POST', url: endpointUrl(fileEndpoints.uploadVideo) });
    expect(res.statusCode).toBe(401);
  });
});
