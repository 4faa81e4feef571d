import type { UsageOperation } from '@forkcast/contracts';
import { useState } from 'react';
import { usePaidAccess } from '../api/plan';
import { checkLimits, useInvalidateUsage, useUsage } from '../api/usage';
import { useToast } from '../toast/toast-provider';
import { limitBanner, limitToast, precheckFailureToast, type LimitBanner } from './limit-state';

export interface LimitGate {
  /** The banner to show (null: none, or usage not loaded yet). */
  banner: LimitBanner | null;
  /** When the week's allowance started (ISO), for saying when it renews. */
  weekStart: string | null;
  /** At a limit: the action is disabled (spec section 4). */
  blocked: boolean;
  /** The pre-check is under way. */
  checking: boolean;
  /** Asks the server whether the operation may go ahead now; a refusal or a failed check is toasted and answers false. */
  allow(): Promise<boolean>;
}

/** The limit banner and the pre-check of one counted operation: reading a receipt, or generating a meal plan. */
export function useLimitGate(operation: UsageOperation): LimitGate {
  const usage = useUsage();
  const paid = usePaidAccess();
  const toast = useToast();
  const invalidateUsage = useInvalidateUsage();
  const [checking, setChecking] = useState(false);
  const banner = usage.data ? limitBanner(usage.data, operation, paid) : null;

  async function allow(): Promise<boolean> {
    setChecking(true);
    try {
      const refusal = limitToast(operation, await checkLimits(operation), usage.data?.usage_percentages[operation].period);
      if (!refusal) return true;
      toast.error(refusal);
      // The banner was behind the server: bring it up to date so the action disables.
      void invalidateUsage();
      return false;
    } catch (error) {
      toast.error(precheckFailureToast(error));
      return false;
    } finally {
      setChecking(false);
    }
  }

  return { banner, weekStart: usage.data?.week_start ?? null, blocked: banner?.tone === 'blocked', checking, allow };
}
