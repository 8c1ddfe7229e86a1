import { startTracing } from '@liquify/telemetry';

startTracing('stores');
