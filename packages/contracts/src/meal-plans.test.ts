import { describe, expect, it } from 'vitest';
import { planMetrics } from './meal-plans';

const leftover = { ingredient: 'chicken-breast', name: 'chicken breast', purchased_g: 900, used_g: 0, leftover_g: 900, good_through_day: 2 };
const metrics = {
  purchased_g: 1200,
  used_g: 300,
  used_share_by_weight: 0.25,
  used_share_by_item: 0.5,
  perishable_share_used: 0.25,
  leftovers: [leftover],
  shopping_list: [],
  extra_purchase_g: 0,
};

describe('planMetrics', () => {
  it('keeps what a plan says of its diets: the purchases they rule out and the share of the others used', () => {
    const withDiets = { ...metrics, used_share_of_allowed_items: 1, leftovers: [{ ...leftover, ruled_out_by: ['vegetarian', 'vegan'] }] };
    expect(planMetrics.parse(withDiets)).toEqual(withDiets);
  });

  it('still reads plans stored before those fields existed', () => {
    expect(planMetrics.parse(metrics)).toEqual(metrics);
  });
});
