export * from './kafka.options';
export * from './event-publisher';
export * from './outbox';
export * from './processed-events';
export * from './kafka-event.server';
export * from './kafka.module';
export * from './on-event.decorator';
