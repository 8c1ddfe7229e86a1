import { startTracing } from '@liquify/telemetry';

startTracing('identity');
