/** The `producer` of identity's events and its Kafka client/group name. */
export const IDENTITY_PRODUCER = 'identity';
