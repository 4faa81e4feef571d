import { expect, it } from 'vitest';
import { storeLabel } from './store-label';

it('names the store, or says it is unknown when none was read', () => {
  expect(storeLabel({ store_name: 'FRESHWAY MARKET' })).toBe('FRESHWAY MARKET');
  expect(storeLabel({ store_name: null })).toBe('Unknown store');
  expect(storeLabel({ store_name: '  ' })).toBe('Unknown store');
});
