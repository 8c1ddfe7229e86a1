// kafkajs' idle request-queue timer loop is stopped before any client connects (see the module).
import './kafkajs-request-queue';
// A consumer kafkajs restarts after a crash rejoins as the member it was (see the module).
import './kafkajs-member-id';
import './kafkajs-fetch-brokers';
import './kafkajs-coordinator-moves';
export * from './kafka.options';
export * from './event-publisher';
export * from './outbox';
export * from './outbox-relay';
export * from './service-lease';
export * from './processed-events';
export * from './kafka-event.server';
export * from './topics';
export * from './kafka-logging';
export * from './kafka.module';
export * from './on-event.decorator';
