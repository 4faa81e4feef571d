import { describe, expect, it } from 'vitest';
import { bottomTabItems, headerNavItems, isNavItemActive, mobileMenuItems } from './nav-items';

const paths = (items: Array<{ to: string }>) => items.map((item) => item.to);

describe('navigation items', () => {
  it('shows Upload Receipt, Kitchen and Meal Plans only to signed-in users', () => {
    expect(paths(headerNavItems(false))).toEqual(['/', '/pricing']);
    expect(paths(headerNavItems(true))).toEqual(['/', '/upload', '/kitchen', '/meal-plans']);
  });

  it('adds the shopping list, receipts and Dashboard to the signed-in phone menu', () => {
    expect(paths(mobileMenuItems(true))).toEqual(['/', '/upload', '/kitchen', '/meal-plans', '/shopping-list', '/receipts', '/dashboard']);
    expect(paths(mobileMenuItems(false))).toEqual(['/', '/pricing']);
  });

  it('keeps the bottom tab bar to 4 items, counting the signed-out Sign In button', () => {
    expect(paths(bottomTabItems(true))).toEqual(['/upload', '/kitchen', '/meal-plans', '/dashboard']);
    expect(bottomTabItems(false).length + 1).toBeLessThanOrEqual(4);
  });

  it('marks home active only on an exact match, other items by path prefix', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/pricing')).toBe(false);
    expect(isNavItemActive('/meal-plans', '/meal-plans')).toBe(true);
    expect(isNavItemActive('/meal-plans', '/meal-plans/42')).toBe(true);
    expect(isNavItemActive('/meal-plans', '/meal-plans-archive')).toBe(false);
    expect(isNavItemActive('/upload', '/meal-plans')).toBe(false);
  });
});
