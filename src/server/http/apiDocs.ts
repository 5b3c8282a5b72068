import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiDocument } from '../../core/calls/all';

/**
 * `GET /api/openapi.json`, generated from the calls' declarations, and `/api/docs`, a readable
 * reference (Swagger UI, served from this server's own files: never part of the app's download).
 */
export async function registerApiDocs(app: FastifyInstance, version: string) {
  const document = apiDocument(version);
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(document),
  );
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
