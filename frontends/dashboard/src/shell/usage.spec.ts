import { limitReachedMessage, usageStatus } from './usage';

describe('usage status per resource (doc 2 §4)', () => {
  it('is green "Available" under 80%', () => {
    expect(usageStatus(3, 5)).toMatchObject({ percentage: 60, level: 'available', label: 'Available', color: 'green', isAtLimit: false });
    expect(usageStatus(79, 100).label).toBe('Available');
  });
  it('is yellow "Near limit" at 80% and above', () => {
    expect(usageStatus(4, 5)).toMatchObject({ percentage: 80, level: 'near', label: 'Near limit', color: 'yellow', isAtLimit: false });
    expect(usageStatus(99, 100).label).toBe('Near limit');
  });
  it('is red "Limit reached" at 100% and above, which disables adding', () => {
    expect(usageStatus(5, 5)).toMatchObject({ percentage: 100, level: 'limit', label: 'Limit reached', color: 'red', isAtLimit: true });
    expect(usageStatus(7, 5)).toMatchObject({ percentage: 140, isAtLimit: true });
  });
  it('treats a limit of -1 as unlimited with 0%', () => {
    expect(usageStatus(500, -1)).toMatchObject({ percentage: 0, level: 'available', isAtLimit: false, limit: -1 });
  });
  it('treats a limit of 0 as reached', () => {
    expect(usageStatus(0, 0).isAtLimit).toBe(true);
  });
  it('treats a missing limit as the server does: nothing allowed (one rule, libs/contracts)', () => {
    expect(usageStatus(0, undefined)).toMatchObject({ limit: 0, isAtLimit: true, label: 'Limit reached' });
  });
  it('rounds the shown percentage', () => {
    expect(usageStatus(2, 3).percentage).toBe(67);
  });
});

describe('the limit toast (doc 2 §8, issue #24 item 9)', () => {
  it("says '1 module', not '1 modules'", () => {
    expect(limitReachedMessage('modules', 1)).toBe("You've reached your plan limit of 1 module. Upgrade your plan to add more.");
    expect(limitReachedMessage('sections', 5)).toBe("You've reached your plan limit of 5 sections. Upgrade your plan to add more.");
  });
});
