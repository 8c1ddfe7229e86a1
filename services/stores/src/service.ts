import { defineService } from '@liquify/service';
import { AppModule } from './app.module';
import { configSchema } from './config';

export const service = defineService({
  name: 'stores',
  configSchema,
  appModule: (config) => AppModule.forRoot(config),
});
