import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('catalogue', () => import('./service'));
