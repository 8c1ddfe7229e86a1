import { bootstrapService } from '@liquify/service/bootstrap';

bootstrapService('library', () => import('./service'));
