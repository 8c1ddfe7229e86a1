import { z } from 'zod';
import { STATS_RANGE_MESSAGE, statsWindowOf } from './stats.rules';

const emptyToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);
const instant = (field: string) => z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` }).optional());

/**
 * ?from&to of the admin stats routes that answer per UTC day (default: the last ADMIN_STATS_DEFAULT_DAYS
 * days; at most ADMIN_STATS_MAX_DAYS). 400 with STATS_RANGE_MESSAGE for a reversed or too long window.
 */
export const statsRangeQuerySchema = z
  .object({ from: instant('from'), to: instant('to') })
  .refine((q) => statsWindowOf(q, new Date()) !== null, { message: STATS_RANGE_MESSAGE, path: ['from'] });
export type StatsRangeQuery = z.output<typeof statsRangeQuerySchema>;
