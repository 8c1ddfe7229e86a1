import { startTracing } from '@liquify/telemetry';

startTracing('gateway');
