import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@liquify/contracts';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI 3.1 document generated from the zod contracts, and a readable UI (assets served locally). */
export async function docsPlugin(scope: FastifyInstance) {
  const document = buildOpenApiDocument({
    title: 'Liquify API',
    version: '1.0.0',
    description:
      'Every documented route of the Liquify product, generated from the zod schemas that validate requests. ' +
      'Errors carry `{ success: false, error, details? }`.',
  });
  scope.get('/api/docs/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document;
  });
  await scope.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } });
}
