import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/** Library activity per UTC day, for the admin analytics: adds to libraries and remote snippet loads. */
export interface DailyStatsDoc {
  /** YYYY-MM-DD */
  _id: string;
  adds: number;
  snippetLoads: number;
}
export const DAILY_STATS_MODEL = 'LibraryDailyStats';
export const dailyStatsSchema = new Schema<DailyStatsDoc>(
  {
    _id: { type: String },
    adds: { type: Number, default: 0 },
    snippetLoads: { type: Number, default: 0 },
  },
  { collection: 'daily_stats', versionKey: false },
);
dailyStatsSchema.plugin(serializeDocumentWrites);

/** Snippet loads of one entry on one UTC day from one embedding domain. */
export interface DomainLoadsDoc {
  /** `${entryId}:${day}:${domain}` */
  _id: string;
  entryId: string;
  day: string;
  domain: string;
  loads: number;
}
export const DOMAIN_LOADS_MODEL = 'SnippetDomainLoads';
export const domainLoadsSchema = new Schema<DomainLoadsDoc>(
  {
    _id: { type: String },
    entryId: { type: String, required: true },
    day: { type: String, required: true },
    domain: { type: String, required: true },
    loads: { type: Number, default: 0 },
  },
  { collection: 'snippet_domain_loads', versionKey: false },
);
domainLoadsSchema.index({ entryId: 1, day: 1 });
domainLoadsSchema.plugin(serializeDocumentWrites);
