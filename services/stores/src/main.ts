import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('stores', () => import('./service'));
