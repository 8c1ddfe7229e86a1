import { LIBRARY_WRITE_BODY_LIMIT } from '@liquify/contracts';
import { defineService } from '@liquify/service';
import { AppModule } from './app.module';
import { configSchema } from './config';

/**
 * The library service as main.ts and the integration tests build it. Bodiless POSTs (update, skip,
 * rollback) often still say `content-type: application/json`: an empty body reads as {}.
 */
export const service = defineService({
  name: 'library',
  configSchema,
  appModule: (config) => AppModule.forRoot(config),
  http: { bodyLimit: LIBRARY_WRITE_BODY_LIMIT },
  configure(app) {
    const fastify = app.getHttpAdapter().getInstance();
    const strictJson = fastify.getDefaultJsonParser('error', 'error');
    app.useBodyParser('application/json', { bodyLimit: LIBRARY_WRITE_BODY_LIMIT }, (request, body, done) => {
      if (body.toString('utf8').trim() === '') return done(null, {});
      strictJson(request as never, body.toString('utf8'), done);
    });
  },
});
