import { DynamicModule, Global, Inject, Module, OnModuleInit, Optional } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { escapeRegExp } from '@liquify/contracts/rules';
import { AppException, HealthRegistry, registerExceptionMapper } from '@liquify/http';
import { isMongoUnavailableError, isStoreBusyError } from './mongo-unavailable';
import { isDuplicateKeyError } from './write-conflicts';
import type { Connection } from 'mongoose';

export interface MongoOptions {
  url: string;
  dbName: string;
  /** Build the schemas' indexes when the models load (MONGO_AUTO_INDEX; default true). */
  autoIndex?: boolean;
  /** Retryable writes (MONGO_RETRY_WRITES; default false: FerretDB has none). */
  retryWrites?: boolean;
  /** The most connections open to the database (MONGO_MAX_POOL_SIZE; default: the driver's, 100). */
  maxPoolSize?: number;
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
          // Unique slugs and e-mails rely on the indexes: built at start unless an init step builds them
          // (--create-indexes, production); other connection options come from the URL's query string.
          autoIndex: options.autoIndex ?? true,
          retryWrites: options.retryWrites ?? false,
          ...(options.maxPoolSize ? { maxPoolSize: options.maxPoolSize } : {}),
        }),
      ],
      providers: [MongoHealth],
    };
  }
}

/** Escapes user input for use inside a $regex: search text is text, never a pattern (escapeRegExp of the contracts). */
export const escapeRegex = escapeRegExp;

/**
 * The filter of a field holding `text`, case-insensitively: a search as MongoDB takes it. The pattern goes
 * as a `$regex` string, never a RegExp (whose `source` would rewrite U+2028 in a form PCRE refuses).
 */
export function containsText(text: string): { $regex: string; $options: 'i' } {
  return { $regex: escapeRegExp(text), $options: 'i' };
}
export { acquireDocumentLock, serializeDocumentWrites, withDocumentLocks, withLockedDocuments, type DocumentLockFn } from './serialize-document-writes';
export { isMongoUnavailableError, isStoreBusyError } from './mongo-unavailable';
export { isDuplicateKeyError, isOnlyDuplicateKeyErrors, retryOnRevisionConflict, REVISION_CONFLICT, REVISION_CONFLICT_CODE, REVISION_CONFLICT_MESSAGE } from './write-conflicts';
export type { RevisionConflict, RevisionRetryOptions } from './write-conflicts';

/**
 * What reaches the error envelope unhandled: a unique index refusing a write is a conflict (409), an id the
 * driver cannot cast is an unknown resource (404), MongoDB out of reach or FerretDB's SQLite busy a 503 (try again). Registered once, when
 * the library loads.
 */
registerExceptionMapper((err) => {
  if ((err as { name?: unknown } | null)?.name === 'CastError') return AppException.notFound('Not found', 'NOT_FOUND');
  if (isDuplicateKeyError(err)) return AppException.conflict('Already exists', 'CONFLICT');
  if (isMongoUnavailableError(err) || isStoreBusyError(err)) return AppException.dependencyUnavailable();
  return undefined;
});
export { inBatches, insertOnce } from './insert-once';
export { applyConditionalUpserts } from './conditional-upserts';
export type { ConditionalUpsert } from './conditional-upserts';
export { findByIds, KeyedPointReads, POINT_READS_UP_TO, updateOneWhere, whereFields } from './point-reads';
export type { FieldState, KeyHints } from './point-reads';
export { keyedObjectId } from './keyed-id';
