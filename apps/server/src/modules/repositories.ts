import type { Db } from '../db/client.js';
import { createAccountDataRepository } from './account/account-data-repository.js';
import { createAccountRepository } from './auth/account-repository.js';
import { createSessionRepository } from './auth/session-repository.js';
import { createSignInHandoffRepository } from './auth/sign-in-handoff-repository.js';
import { createUserRepository } from './auth/user-repository.js';
import { createCookingRepository } from './kitchen/cooking-repository.js';
import { createReceiptListRepository } from './kitchen/receipt-list-repository.js';
import { createShoppingListRepository } from './kitchen/shopping-list-repository.js';
import { createStockRepository } from './kitchen/stock-repository.js';
import { createJobRepository } from './jobs/job-repository.js';
import { createMealPlanRepository } from './meal-plans/meal-plan-repository.js';
import { createRecipeCatalogueRepository } from './meal-plans/recipe-catalogue-repository.js';
import { createReceiptRepository } from './receipts/receipt-repository.js';
import { createBillingCustomerRepository } from './subscriptions/billing-customer-repository.js';
import { createSubscriptionRepository } from './subscriptions/subscription-repository.js';
import { createUsageRepository } from './subscriptions/usage-repository.js';
import { createWebhookEventRepository } from './subscriptions/webhook-event-repository.js';

/**
 * Every repository, built once per app on its database: the only code that queries. Services receive the ones
 * they need (auth in `auth/index.ts`, the other features in `feature-routes.ts`).
 */
export function createRepositories(db: Db) {
  return {
    users: createUserRepository(db),
    accounts: createAccountRepository(db),
    sessions: createSessionRepository(db),
    signInHandoffs: createSignInHandoffRepository(db),
    subscriptions: createSubscriptionRepository(db),
    usage: createUsageRepository(db),
    billingCustomers: createBillingCustomerRepository(db),
    webhookEvents: createWebhookEventRepository(db),
    receipts: createReceiptRepository(db),
    mealPlans: createMealPlanRepository(db),
    recipeCatalogue: createRecipeCatalogueRepository(db),
    accountData: createAccountDataRepository(db),
    receiptList: createReceiptListRepository(db),
    stock: createStockRepository(db),
    cooking: createCookingRepository(db),
    shoppingLists: createShoppingListRepository(db),
    jobs: createJobRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
