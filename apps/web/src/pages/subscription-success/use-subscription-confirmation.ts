import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { CONFIRMATION_POLL_MS, CONFIRMATION_WAIT_MS, confirmationOf, isConfirmed, type Confirmation } from './confirmation';

/**
 * Asks the server for the user's newest subscription every second until it is a running paid one, for up to ten
 * seconds after the user is known: the payment provider confirms a checkout to the server by webhook, which may land
 * a moment after the browser returns here.
 */
export function useSubscriptionConfirmation(): Confirmation {
  const { loading, session } = useAuth();
  const queryClient = useQueryClient();
  const userId = session?.user.id;
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const timer = window.setTimeout(() => setTimedOut(true), CONFIRMATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  const { data } = useQuery({
    queryKey: ['subscription', 'current', userId],
    queryFn: async () => (await api.call('getCurrentSubscription')).data,
    enabled: Boolean(userId),
    staleTime: 0,
    // The polling is the retry.
    retry: 0,
    refetchInterval: (query) => (timedOut || isConfirmed(query.state.data) ? false : CONFIRMATION_POLL_MS),
  });

  const confirmation = confirmationOf({ authLoading: loading, signedIn: Boolean(session), subscription: data, timedOut });
  const confirmed = confirmation.state === 'confirmed';
  // Whatever shows the plan (header, dashboard, pricing) must not keep showing Free from its cache.
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: ['plan'] });
  }, [confirmed, queryClient]);
  return confirmation;
}
