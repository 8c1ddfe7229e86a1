import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('notes', () => import('./service'));
