import { CATALOGUE_WRITE_BODY_LIMIT } from '@liquify/contracts';
import { createHttpApp } from '@liquify/http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { CatalogueConfig } from './config';
import { registerModulesListRoute } from './modules/modules-list.route';

/** Largest request body: a module carries its template and final code, each up to 500 000 characters. */
export const CATALOGUE_BODY_LIMIT = CATALOGUE_WRITE_BODY_LIMIT;

/**
 * The catalogue's HTTP app (used by main.ts and the integration tests alike). JSON bodies may be empty:
 * the featured toggle and deletions are sent without a body, and clients often still send
 * `content-type: application/json`; an empty body then reads as `{}` instead of a 400.
 */
export async function createCatalogueApp(config: CatalogueConfig): Promise<NestFastifyApplication> {
  const app = await createHttpApp(AppModule.forRoot(config), { bodyLimit: CATALOGUE_BODY_LIMIT });
  const fastify = app.getHttpAdapter().getInstance();
  const strictJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: CATALOGUE_BODY_LIMIT }, (request, body, done) => {
    if (body.toString('utf8').trim() === '') return done(null, {});
    strictJson(request as never, body.toString('utf8'), done);
  });
  registerModulesListRoute(app);
  return app;
}
