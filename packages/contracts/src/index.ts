export * from './common.js';
export * from './meal-plans.js';
export * from './receipts.js';
export * from './auth.js';
export * from './plans.js';
export * from './vocabulary.js';
