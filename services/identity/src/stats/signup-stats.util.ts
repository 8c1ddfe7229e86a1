import { countPerDay, daysBetween, type SignupStatsDto } from '@liquify/contracts';

/** Sign-ups per UTC day of [from, to] (every day listed, 0 when none) from the accounts' creation instants. */
export function signupStatsOf(from: Date, to: Date, createdAt: Date[]): SignupStatsDto {
  const days = daysBetween(from, to);
  const counts = countPerDay(days, createdAt);
  return { total: counts.reduce((a, b) => a + b, 0), daily: days.map((date, i) => ({ date, signups: counts[i] })) };
}
