import { startTracing } from '@liquify/telemetry';

startTracing('catalogue');
