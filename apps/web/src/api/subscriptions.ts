import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api } from './client';

/** The user's newest subscription (status, period end, cancel at period end), or null; cached as the plan is (5 min). */
export function useCurrentSubscription() {
  const { session } = useAuth();
  return useQuery({
    queryKey: ['subscription', session?.user.id],
    queryFn: async () => (await api.call('getCurrentSubscription')).data,
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
}

/** The browser leaves for an address the server gave (hosted checkout, billing portal): the page is gone after this. */
function goTo(url: string) {
  window.location.assign(url);
}

/**
 * Opens the hosted checkout for Premium: it returns to /subscription/success after payment and to /pricing when
 * abandoned. Never retried, so a slow answer cannot open two checkouts.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async () => {
      const origin = window.location.origin;
      const body = { plan_type: 'premium' as const, success_url: `${origin}/subscription/success`, cancel_url: `${origin}/pricing` };
      return (await api.call('startCheckout', { body })).data.url;
    },
    retry: 0,
    onSuccess: goTo,
  });
}

/** Opens the payment provider's billing portal (cancel, change card). */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => (await api.call('openBillingPortal')).url,
    retry: 0,
    onSuccess: goTo,
  });
}
