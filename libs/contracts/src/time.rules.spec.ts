import { DAY_MS, utcDay } from './time.rules';

describe('time rules', () => {
  it('writes the UTC day of an instant as YYYY-MM-DD, whatever the local time zone says', () => {
    expect(utcDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(utcDay(Date.parse('2026-11-28T00:00:00.000Z'))).toBe('2026-11-28');
    expect(utcDay(Date.parse('2026-11-27T12:00:00Z') + DAY_MS)).toBe('2026-11-28');
  });

  it('is today without an instant', () => {
    expect(utcDay()).toBe(new Date().toISOString().slice(0, 10));
  });
});
