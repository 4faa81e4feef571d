import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingCustomers } from '../../db/schema.js';
import type { PaymentProviderName } from './payment-provider.js';

/** The `billing_customers` table: each user's customer at a payment provider. */
export function createBillingCustomerRepository(db: Db) {
  async function find(userId: string, provider: PaymentProviderName): Promise<string | null> {
    const [row] = await db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
    return row?.customerId ?? null;
  }

  return {
    find,

    /** Stores the user's customer unless one is stored already (two checkouts at once); answers the one kept. */
    async keep(userId: string, provider: PaymentProviderName, customerId: string): Promise<string> {
      await db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
      return (await find(userId, provider)) ?? customerId;
    },

    /** The user a provider's customer belongs to (a webhook names only the customer), or null for a stranger. */
    async findUserId(provider: PaymentProviderName, customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
      return row?.userId ?? null;
    },
  };
}

export type BillingCustomerRepository = ReturnType<typeof createBillingCustomerRepository>;
