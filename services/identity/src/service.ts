import { defineService } from '@liquify/service';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { IDENTITY_PRODUCER } from './identity.const';

export const service = defineService({
  name: IDENTITY_PRODUCER,
  configSchema,
  appModule: (config) => AppModule.forRoot(config),
});
