import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { hasPaidAccess } from '../plans/paid-access';
import { api } from './client';

/** Plans change with the server's configuration only, and the plan a user is on rarely: cached 5 minutes (spec section 9). */
const PLAN_FRESH_MS = 5 * 60_000;

/** The signed-in user's plan; nothing is asked for visitors. */
export function usePlan() {
  const { session } = useAuth();
  return useQuery({
    queryKey: ['plan', session?.user.id],
    queryFn: async () => (await api.call('getPlan')).data,
    enabled: Boolean(session),
    staleTime: PLAN_FRESH_MS,
  });
}

/** Every plan's terms (public: Pricing and Terms ask for it for visitors too, once the page runs in a browser). */
export function usePlanCatalogue() {
  return useQuery({
    queryKey: ['plan-catalogue'],
    queryFn: async () => (await api.call('getPlanCatalogue')).data,
    staleTime: PLAN_FRESH_MS,
  });
}

/** Whether the signed-in user has paid access; false until the plan has loaded. */
export function usePaidAccess(): boolean {
  return hasPaidAccess(usePlan().data);
}
