import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookEvents } from '../../db/schema.js';
import { createSubscriptionRepository, type SubscriptionRepository } from './subscription-repository.js';

export interface ReceivedEvent {
  id: string;
  type: string;
}

/** The `webhook_events` table: every payment event applied, by the provider's event id, so none is applied twice. */
export function createWebhookEventRepository(db: Db) {
  return {
    async seen(id: string): Promise<boolean> {
      const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
      return row !== undefined;
    },

    /**
     * Records the event and applies its change to the subscriptions in one transaction, unless the event is already
     * recorded: a delivery repeated at the same moment waits on the first one's row and then changes nothing. A change
     * that fails leaves no record, so the provider's retry applies it.
     */
    async recordOnce(event: ReceivedEvent, apply?: (subscriptions: SubscriptionRepository) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(webhookEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (inserted.length > 0) await apply?.(createSubscriptionRepository(tx));
      });
    },
  };
}

export type WebhookEventRepository = ReturnType<typeof createWebhookEventRepository>;
