import type { ProfileUpdate } from '@forkcast/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { useAuth } from '../auth/auth-context';

const profileKey = (userId: string | undefined) => ['profile', userId] as const;

/** The signed-in user's profile, cached 10 minutes (spec section 9). */
export function useProfile() {
  const { user } = useAuth();
  return useQuery({
    queryKey: profileKey(user?.id),
    queryFn: () => api.call('getProfile'),
    enabled: Boolean(user),
    staleTime: 10 * 60_000,
  });
}

/** Saves a profile edit; on success the profile is fetched again and the header learns the new name. */
export function useUpdateProfile() {
  const { user, updateFullName } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.call('updateProfile', { body: update }),
    onSuccess: async (saved) => {
      updateFullName(saved.full_name);
      await queryClient.invalidateQueries({ queryKey: profileKey(user?.id) });
    },
  });
}
