import { DynamicModule, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { getModelToken, InjectModel, MongooseModule } from '@nestjs/mongoose';
import { AuditProducer, AuditRecord, AuditRecorded } from '@liquify/contracts';
import { OutboxEntry, outboxField, OutboxRelay, outboxSchemaFields } from '@liquify/kafka';
import { Connection, Model, Schema } from 'mongoose';
import { AuditActorInterceptor } from './actor-context';
import { auditTrail, AuditSink, AuditTrailOptions } from './audit-trail.plugin';

/**
 * One pending audit record: a document holding only its outbox entry, born a tombstone (`deletedAt`) so the
 * relay removes it once published. Written right after the audited write, on the same connection.
 */
export const AUDIT_OUTBOX_MODEL = 'AuditOutbox';
export const auditOutboxSchema = new Schema(
  { ...outboxSchemaFields },
  { collection: 'audit_outbox', minimize: false, versionKey: false },
);

class OutboxAuditSink implements AuditSink {
  relay?: OutboxRelay;
  constructor(private readonly producer: AuditProducer) {}

  async record(connection: Connection, record: AuditRecord): Promise<void> {
    const entry = OutboxEntry.of(AuditRecorded[this.producer], record, this.producer);
    const model = connection.model(AUDIT_OUTBOX_MODEL);
    const created = await model.create({ _outbox: outboxField(entry), deletedAt: new Date() });
    this.relay?.kick(model, [created._id]);
  }
}

/**
 * How long an audit record waits after its write before it is relayed: the audited write's own events, kicked
 * right after, go out first (their readers wait for them; the audit log's does not).
 */
export const AUDIT_RELAY_DELAY_MS = 50;

@Injectable()
class AuditOutboxRegistration implements OnModuleInit {
  constructor(
    @InjectModel(AUDIT_OUTBOX_MODEL) private readonly model: Model<unknown>,
    private readonly relay: OutboxRelay,
  ) {}
  onModuleInit() {
    this.relay.register(this.model, { kickDelayMs: AUDIT_RELAY_DELAY_MS });
  }
}

export interface AuditedSchema extends AuditTrailOptions {
  schema: Schema;
}

/**
 * The admin audit trail of a service (issue #25 item 10): every write a staff member's request makes to the
 * given schemas is published as `<producer>.audit.recorded.v1` with its before/after. Call in the service's
 * `AppModule.forRoot`, before its models are built (the plugin must be on the schemas first).
 */
@Module({})
export class AuditTrailModule {
  static forService(producer: AuditProducer, audited: AuditedSchema[]): DynamicModule {
    const sink = new OutboxAuditSink(producer);
    for (const { schema, ...options } of audited) auditTrail(schema, { ...options, sink });
    return {
      module: AuditTrailModule,
      imports: [MongooseModule.forFeature([{ name: AUDIT_OUTBOX_MODEL, schema: auditOutboxSchema }])],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: AuditActorInterceptor },
        {
          provide: AuditOutboxRegistration,
          useFactory: (model: Model<unknown>, relay: OutboxRelay) => {
            sink.relay = relay;
            return new AuditOutboxRegistration(model, relay);
          },
          inject: [getModelToken(AUDIT_OUTBOX_MODEL), OutboxRelay],
        },
      ],
    };
  }
}
