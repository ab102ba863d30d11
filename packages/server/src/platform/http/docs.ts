import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiTagObjects, AUTH_SCHEME, DOCS_PREFIX } from '@campus/contracts';

/** OpenAPI document at /9077/docs/json and the UI at /9077/docs (register before the routes). */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Campus Hub API',
        version: '1.0.0',
        description:
          'The hub API under /9077/api. Errors follow the client catalogue: {code: "AUTH_FAIL", msg}, {detail}, {non_field_errors: [...]}, {field: [...]}.',
        contact: { name: 'Campus Hub maintainers' },
      },
      // The paths carry the /9077 prefix themselves, so the server is the origin serving this document.
      servers: [{ url: '/', description: 'The hub serving this document' }],
      tags: apiTagObjects(),
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: `${AUTH_SCHEME} <token> (Bearer accepted)` },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
}
