import { Injectable } from '@nestjs/common';
import { averageFirstResponseMinutes, DAY_MS, daysBetween, satisfactionPercent, NEW_TICKETS_LIST_MAX, statsWindowOf, SUPPORT_FIGURES_DAYS, SupportFiguresDto, SupportStatsDto, SupportStatsQuery } from '@liquify/contracts';
import { SupportErrors } from '../support.errors';
import { dailyTicketCounts } from './facts/ticket-facts.rules';
import { TicketFactsRepository } from './facts/ticket-facts.repository';
import { TicketViewsService } from './ticket-views.service';
import { TicketsRepository } from './tickets.repository';

/**
 * GET /api/admin/support/stats: the admin analytics' support figures and the notifications' new tickets;
 * GET /api/support/figures: the help centre's measured response time (issue #24 item 10).
 */
@Injectable()
export class SupportStatsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly views: TicketViewsService,
    private readonly facts: TicketFactsRepository,
  ) {}

  async stats(query: SupportStatsQuery, now = new Date()): Promise<SupportStatsDto> {
    const window = statsWindowOf(query, now);
    if (!window) throw SupportErrors.STATS_RANGE_INVALID();
    const { from, to } = window;

    // Opened / resolved per day from the recorded facts (issue #25 item 8): a deleted ticket still happened.
    const [counts, happened, responses, waiting] = await Promise.all([
      this.tickets.statusCounts({}),
      this.facts.countsBetween(from, to),
      this.tickets.firstResponses(from, to),
      this.tickets.waiting(),
    ]);
    const daily = dailyTicketCounts(daysBetween(from, to), happened);

    const { all, ...perStatus } = counts;
    const stats: SupportStatsDto = {
      totals: { ...perStatus, total: all },
      daily,
      waiting: { count: waiting.count, oldestSince: waiting.oldestSince ? new Date(waiting.oldestSince).toISOString() : null },
      responseTimes: { answered: responses.length, averageFirstResponseMinutes: averageFirstResponseMinutes(responses) },
    };
    if (query.since) {
      const since = new Date(query.since);
      const { items, total } = await this.tickets.page({ createdAt: { $gte: since } }, { createdAt: -1, _id: -1 }, 1, NEW_TICKETS_LIST_MAX);
      stats.newSince = { since: since.toISOString(), count: total, tickets: await this.views.summaries(items, true) };
    }
    return stats;
  }

  /**
   * The last SUPPORT_FIGURES_DAYS days: the mean time to a first staff reply (as the admin's stats compute
   * it) and the share of ratings saying the ticket solved the problem.
   */
  async figures(now = new Date()): Promise<SupportFiguresDto> {
    const from = new Date(now.getTime() - SUPPORT_FIGURES_DAYS * DAY_MS);
    const [responses, ratings] = await Promise.all([this.tickets.firstResponses(from, now), this.tickets.ratingsBetween(from, now)]);
    return {
      windowDays: SUPPORT_FIGURES_DAYS,
      responseTimes: { answered: responses.length, averageFirstResponseMinutes: averageFirstResponseMinutes(responses) },
      satisfaction: { ratings: ratings.length, percent: satisfactionPercent(ratings) },
    };
  }
}
