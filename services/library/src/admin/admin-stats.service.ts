import { Injectable } from '@nestjs/common';
import { ADMIN_STATS_DEFAULT_DAYS, AdminLibraryStatsDto, AdminLibraryStatsQuery, DAY_MS, utcDay } from '@liquify/contracts';
import { EntriesRepository } from '../entry-store/entries.repository';
import { UsageRepository } from '../usage/usage.repository';


/** GET /api/admin/library/stats: totals now, and every day of the range with its adds and snippet loads (0 when none). */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly entries: EntriesRepository,
    private readonly usage: UsageRepository,
  ) {}

  async stats(query: AdminLibraryStatsQuery, now = Date.now()): Promise<AdminLibraryStatsDto> {
    const to = query.to ? query.to.slice(0, 10) : query.from ? utcDay(Math.max(Date.parse(query.from.slice(0, 10)), now)) : utcDay(now);
    const from = query.from ? query.from.slice(0, 10) : utcDay(Date.parse(to) - (ADMIN_STATS_DEFAULT_DAYS - 1) * DAY_MS);
    const [totals, rows] = await Promise.all([this.entries.totals(), this.usage.dailyBetween(from, to)]);
    const byDay = new Map(rows.map((r) => [r._id, r]));
    const daily: AdminLibraryStatsDto['daily'] = [];
    for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) {
      const date = utcDay(t);
      daily.push({ date, adds: byDay.get(date)?.adds ?? 0, snippetLoads: byDay.get(date)?.snippetLoads ?? 0 });
    }
    return { totals: { entries: totals.modules + totals.sections, ...totals }, daily };
  }
}
