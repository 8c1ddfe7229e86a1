import { startTracing } from '@liquify/telemetry';

startTracing('billing');
