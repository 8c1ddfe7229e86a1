import { CATALOGUE_WRITE_BODY_LIMIT } from '@liquify/contracts';
import { defineService } from '@liquify/service';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { registerModulesListRoute } from './modules/modules-list.route';

/** Largest request body: a module carries its template and final code, each up to 500 000 characters. */
export const CATALOGUE_BODY_LIMIT = CATALOGUE_WRITE_BODY_LIMIT;

export const service = defineService({
  name: 'catalogue',
  configSchema,
  appModule: (config) => AppModule.forRoot(config),
  http: { bodyLimit: CATALOGUE_BODY_LIMIT },
  /**
   * JSON bodies may be empty: the featured toggle and deletions are sent without a body, and clients often
   * still send `content-type: application/json`; an empty body then reads as `{}` instead of a 400.
   * GET /api/modules is served on Fastify directly (see modules-list.route.ts).
   */
  configure(app) {
    const fastify = app.getHttpAdapter().getInstance();
    const strictJson = fastify.getDefaultJsonParser('error', 'error');
    app.useBodyParser('application/json', { bodyLimit: CATALOGUE_BODY_LIMIT }, (request, body, done) => {
      if (body.toString('utf8').trim() === '') return done(null, {});
      strictJson(request as never, body.toString('utf8'), done);
    });
    registerModulesListRoute(app);
  },
});
