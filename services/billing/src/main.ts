import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('billing', () => import('./service'));
