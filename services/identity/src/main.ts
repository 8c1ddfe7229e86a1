import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('identity', () => import('./service'));
