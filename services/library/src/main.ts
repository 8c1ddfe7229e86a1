import { bootstrapService } from '@liquify/service/bootstrap';

void bootstrapService('library', () => import('./service'));
