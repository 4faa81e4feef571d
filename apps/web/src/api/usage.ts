import type { LimitInfo, UsageOperation } from '@forkcast/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api } from './client';

export const usageKeys = { all: ['usage'] as const, ofUser: (userId: string | undefined) => ['usage', userId] as const };

/** How often usage is asked for again while a page shows it, and how long an answer counts as fresh (spec section 9). */
const USAGE_REFRESH_MS = 60_000;

/** This week's usage and the plan's limits; polled every minute while shown, nothing is asked for visitors. */
export function useUsage() {
  const { session } = useAuth();
  return useQuery({
    queryKey: usageKeys.ofUser(session?.user.id),
    queryFn: async () => (await api.call('getUsage')).data,
    enabled: Boolean(session),
    staleTime: USAGE_REFRESH_MS,
    refetchInterval: USAGE_REFRESH_MS,
  });
}

/** Whether an operation would be refused now (the pre-check before reading a receipt or planning meals). */
export async function checkLimits(operation: UsageOperation): Promise<LimitInfo> {
  return (await api.call('checkLimits', { body: { operation_type: operation } })).data;
}

/** After an operation counted (or was refused), the usage shown must be asked for again. */
export function useInvalidateUsage(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usageKeys.all });
}
