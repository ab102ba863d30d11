/** Short clips as the files service reads them (the first bytes of each container), for the suites. */
import type { LightMyRequestResponse as Response } from 'fastify';
import { endpointUrl, fileEndpoints } from '@campus/contracts';
import { auth, type Harness } from '../test/harness.ts';
import { multipartBody, type Client } from '../test/client.ts';

const padding = Buffer.alloc(64);

/** An MP4 (ISO base media, brand isom). */
export const CLIP_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  padding,
]);
/** A QuickTime movie (brand qt), what an iPhone records. */
export const CLIP_MOV = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  '),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('qt  '),
  padding,
]);
/** A WebM (EBML with DocType webm), what a browser records. */
export const CLIP_WEBM = Buffer.concat([
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42,
    0x82, 0x84,
  ]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  padding,
]);

/** Uploads a clip as the client's staff (POST files/videos/); answers the raw response. */
export async function uploadVideoAs(
  h: Harness,
  client: Client,
  file: { bytes: Uint8Array; name: string; type?: string },
): Promise<Response> {
  const { payload, headers } = await multipartBody(file);
  return h.app.inject({
    method: 'POST',
    url: endpointUrl(fileEndpoints.uploadVideo),
    payload,
    headers: { ...headers, ...auth(client.auth.token) },
  });
}
