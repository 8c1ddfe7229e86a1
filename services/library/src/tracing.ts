import { startTracing } from '@liquify/telemetry';

startTracing('library');
