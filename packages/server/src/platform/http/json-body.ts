import type { FastifyInstance } from 'fastify';

/**
 * A POST without a body but with `Content-Type: application/json` (what axios and
 * fetch send for action calls such as revoke or mark-read) is accepted as no body,
 * instead of Fastify's default 400. Malformed JSON is still a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      // Fastify's own code, so the error handler answers {non_field_errors: ['请求数据格式错误']} (spec 8).
      done(Object.assign(new Error('请求内容不是有效的 JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}
