import { defineService } from '@liquify/service';
import { AppModule } from './app.module';
import { configSchema } from './config';

export const service = defineService({
  name: 'billing',
  configSchema,
  appModule: (config) => AppModule.forRoot(config),
  // Stripe signs the exact bytes it sends: keep raw bodies for POST /api/stripe/webhook.
  http: { rawBody: true },
});
