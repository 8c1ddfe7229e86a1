import { formatUsd, monthlyAppsCost, PRO_MONTHLY_PRICE, REPLACED_APPS, yearlySavings } from './replaced-apps';

describe('replaced apps', () => {
  it('add up to the $300+ per month the landing copy claims', () => {
    expect(monthlyAppsCost(REPLACED_APPS)).toBeGreaterThanOrEqual(300);
  });

  it('save the $3,000+ per year the landing copy claims against Pro at $29 a month', () => {
    expect(PRO_MONTHLY_PRICE).toBe(29);
    expect(yearlySavings(REPLACED_APPS, PRO_MONTHLY_PRICE)).toBeGreaterThanOrEqual(3000);
  });

  it('computes the yearly saving from the monthly difference and never goes below zero', () => {
    const apps = [
      { name: 'A', monthlyPrice: 40 },
      { name: 'B', monthlyPrice: 10 },
    ];
    expect(monthlyAppsCost(apps)).toBe(50);
    expect(yearlySavings(apps, 29)).toBe(252);
    expect(yearlySavings(apps, 99)).toBe(0);
    expect(monthlyAppsCost([])).toBe(0);
  });

  it('formats dollars without cents and with thousands separators', () => {
    expect(formatUsd(3252)).toBe('$3,252');
    expect(formatUsd(0)).toBe('$0');
  });
});
