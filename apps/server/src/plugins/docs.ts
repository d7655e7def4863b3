import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contracts on the routes, served at /docs outside production only: there it
 * documents every API (site, operator, vendor wallet) for the people building against them. In production
 * the document is not served at all, so nobody learns the operator and vendor APIs from the site.
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
    transform: jsonSchemaTransform,
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
