import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('support', () => import('./service'));
