import { describe, expect, it } from 'vitest';
import { hasPaidAccess } from './paid-access';

describe('paid access', () => {
  it('is Premium or Enterprise', () => {
    expect(hasPaidAccess({ plan_type: 'premium' })).toBe(true);
    expect(hasPaidAccess({ plan_type: 'enterprise' })).toBe(true);
  });

  it('is not Free, nor a plan that has not loaded (or a visitor without one)', () => {
    expect(hasPaidAccess({ plan_type: 'free' })).toBe(false);
    expect(hasPaidAccess(undefined)).toBe(false);
    expect(hasPaidAccess(null)).toBe(false);
  });
});
