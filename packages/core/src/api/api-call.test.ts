import { defineEndpoint, fileEndpoints, idParamsSchema, pageQuerySchema, unreadCountSchema } from '@campus/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall, blobCall, uploadCall } from './api-call.ts';
import { onHttpClient } from './http-client.ts';

const read = defineEndpoint({
  method: 'POST',
  path: '/messages/:id/read/',
  operationId: 'messages.read',
  tags: ['messages'],
  summary: 's',
  description: 'd',
  auth: 'required',
  params: idParamsSchema,
  response: { 200: unreadCountSchema },
});
const list = defineEndpoint({
  method: 'GET',
  path: '/messages/',
  operationId: 'messages.list',
  tags: ['messages'],
  summary: 's',
  description: 'd',
  auth: 'required',
  query: pageQuerySchema,
  response: { 200: unreadCountSchema },
});

const { upload, content } = fileEndpoints;

// The real client (token header, interceptors) with an adapter in place of the network.
const sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = null;
onHttpClient((instance) => {
  instance.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});

beforeEach(() => {
  sent.length = 0;
});

/**
 * The request this test sent, found by its URL: in the shared unit project a file run before this one
 * may leave a request on its way (a photo's bytes, fetched once the client exists), and the client
 * is one per worker, so it can reach this adapter while a test runs.
 */
function sentTo(url: string): InternalAxiosRequestConfig | undefined {
  return sent.find((config) => config.url === url);
}

describe('apiCall', () => {
  it("sends the endpoint's method to its filled URL through the one client and answers the body", async () => {
    answer = { count: 3 };
    await expect(apiCall(read, { params: { id: 'm 1' }, silent: true })).resolves.toEqual({ count: 3 });
    expect(sentTo('/9077/api/messages/m%201/read/')).toMatchObject({
      method: 'post',
      url: '/9077/api/messages/m%201/read/',
      data: '{}',
      silent: true,
    });
  });

  it('passes the query as axios params and sends no body on GET', async () => {
    answer = { count: 0 };
    await apiCall(list, { query: { page: 2, page_size: 10 } });
    const request = sentTo('/9077/api/messages/');
    expect(request).toMatchObject({ method: 'get', params: { page: 2, page_size: 10 } });
    expect(request?.data).toBeUndefined();
  });
});

describe('uploadCall and blobCall (the files service)', () => {
  it('sends the file as the `file` part of a multipart form, not as JSON', async () => {
    answer = { id: 'f1' };
    const file = new File(['png bytes'], '发票.png', { type: 'image/png' });
    await expect(uploadCall(upload, file)).resolves.toEqual({ id: 'f1' });
    const config = sentTo('/9077/api/files/');
    expect(config).toBeDefined();
    expect(config?.data).toBeInstanceOf(FormData);
    const part = (config?.data as FormData).get('file');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('发票.png');
    expect(String(config?.headers.getContentType())).not.toContain('json');
  });

  it('asks for the bytes as a Blob at the filled URL', async () => {
    answer = new Blob(['x']);
    await blobCall(content, { id: 'f 1' });
    expect(sentTo('/9077/api/files/f%201/content/')).toMatchObject({ method: 'get', responseType: 'blob' });
  });
});
