import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DAILY_STATS_MODEL, DailyStatsDoc, DOMAIN_LOADS_MODEL, DomainLoadsDoc } from './daily-stats.schema';

/** The library's counters in MongoDB: per-day totals and per-entry, per-day, per-domain snippet loads. */
@Injectable()
export class UsageRepository {
  constructor(
    @InjectModel(DAILY_STATS_MODEL) private readonly daily: Model<DailyStatsDoc>,
    @InjectModel(DOMAIN_LOADS_MODEL) private readonly domains: Model<DomainLoadsDoc>,
  ) {}

  /** Only DailyAdds calls it (from the flusher's pass, or when Redis is out of reach). */
  async countAdd(day: string, adds: number): Promise<void> {
    await this.daily.updateOne({ _id: day }, { $inc: { adds } }, { upsert: true }).exec();
  }

  async countLoads(day: string, loads: number): Promise<void> {
    await this.daily.updateOne({ _id: day }, { $inc: { snippetLoads: loads } }, { upsert: true }).exec();
  }

  async addDomainLoads(entryId: string, day: string, domain: string, loads: number): Promise<void> {
    await this.domains.updateOne({ _id: `${entryId}:${day}:${domain}` }, { $inc: { loads }, $setOnInsert: { entryId, day, domain } }, { upsert: true }).exec();
  }

  /** An entry's loads per domain from `fromDay` on, most first. */
  async topDomains(entryId: string, fromDay: string, limit: number): Promise<{ domain: string; loads: number }[]> {
    const rows = await this.domains
      .aggregate<{ _id: string; loads: number }>([{ $match: { entryId, day: { $gte: fromDay } } }, { $group: { _id: '$domain', loads: { $sum: '$loads' } } }, { $sort: { loads: -1, _id: 1 } }, { $limit: limit }])
      .exec();
    return rows.map((r) => ({ domain: r._id, loads: r.loads }));
  }

  dailyBetween(fromDay: string, toDay: string): Promise<DailyStatsDoc[]> {
    return this.daily.find({ _id: { $gte: fromDay, $lte: toDay } }).lean<DailyStatsDoc[]>().exec();
  }
}
