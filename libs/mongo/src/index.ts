import { DynamicModule, Global, Inject, Module, OnModuleInit, Optional } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { HealthRegistry } from '@liquify/http';
import type { Connection } from 'mongoose';

export interface MongoOptions {
  url: string;
  dbName: string;
}

/** Database name for a service: MONGO_DB if given, else liquify_<service>. */
export const databaseName = (service: string, explicit?: string) => explicit || `liquify_${service}`;

class MongoHealth implements OnModuleInit {
  constructor(
    @Inject(getConnectionToken()) private readonly connection: Connection,
    @Optional() private readonly registry?: HealthRegistry,
  ) {}
  onModuleInit() {
    this.registry?.register({
      name: 'mongo',
      check: async () => {
        if (!this.connection.db) throw new Error('not connected');
        await this.connection.db.admin().ping();
      },
    });
  }
}

/** Mongoose connection with a health check; @nestjs/mongoose closes it on shutdown. */
@Global()
@Module({})
export class MongoModule {
  static forRoot(options: MongoOptions): DynamicModule {
    return {
      module: MongoModule,
      imports: [
        MongooseModule.forRoot(options.url, {
          dbName: options.dbName,
          serverSelectionTimeoutMS: 10000,
          // FerretDB and MongoDB alike: indexes are created at start (unique slugs and emails rely on them).
          autoIndex: true,
          retryWrites: false,
        }),
      ],
      providers: [MongoHealth],
    };
  }
}

/** Escapes user input for use inside a $regex: search text is text, never a pattern. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
export { acquireDocumentLock, serializeDocumentWrites } from './serialize-document-writes';

/**
 * A unique-index violation. MongoDB reports code 11000; FerretDB 1.24 does on inserts but answers an update
 * or upsert collision with a generic "UNIQUE constraint failed" message.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  if (!e) return false;
  if (e.code === 11000 || e.code === 11001) return true;
  return typeof e.message === 'string' && /E11000|UNIQUE constraint failed|duplicate key/i.test(e.message);
}
