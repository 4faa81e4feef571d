import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { hasPaidAccess } from '../plans/paid-access';
import { api } from './client';

/** The signed-in user's plan; nothing is asked for visitors. Cached 5 minutes (spec section 9). */
export function usePlan() {
  const { session } = useAuth();
  return useQuery({
    queryKey: ['plan', session?.user.id],
    queryFn: async () => (await api.call('getPlan')).data,
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in user has paid access; false until the plan has loaded. */
export function usePaidAccess(): boolean {
  return hasPaidAccess(usePlan().data);
}
