import { startTracing } from '@liquify/telemetry';

startTracing('support');
