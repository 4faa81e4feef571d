import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api } from './client';

/** The part of GET /api/auth/plan (spec section 3) the web app reads today. */
export interface PlanInfo {
  plan_type: 'free' | 'premium' | 'enterprise';
  subscription?: { status: string; current_period_end: string } | null;
}

/** The signed-in user's plan; nothing is asked for visitors. Cached 5 minutes (spec section 9). */
export function usePlan() {
  const { session } = useAuth();
  return useQuery({
    queryKey: ['plan', session?.user.id],
    queryFn: async () => (await api.get<{ data: PlanInfo }>('/api/auth/plan')).data,
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
}
