import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Routes no public document lists: the operator API and the vendor wallet API. */
const PRIVATE_PREFIXES = ['/admin', '/vendor'];

/**
 * OpenAPI generated from the contracts on the routes, served at /docs outside production only (in
 * production the document is not served at all). The operator and vendor APIs are never in it.
 */
export async function registerDocs(app: FastifyInstance, options: { serve: boolean }) {
  if (!options.serve) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Royal Lotus platform API',
        version: '1.0.0',
        description: 'Envelope: { success, value, message, errorCode? }',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: (document) => {
      const url = document.url;
      if (PRIVATE_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)))
        return { schema: { ...document.schema, hide: true }, url };
      return jsonSchemaTransform(document);
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("img-src 'self' data: validator.swagger.io", "img-src 'self' data:"),
  });
}
