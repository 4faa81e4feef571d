import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../auth/session-store';
import { downloadFile } from '../ui/download-file';
import { api } from './client';

/** Fetches the archive of all the user's data and hands it to the browser as forkcast-export-<date>.tar.gz. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => {
      const archive = await api.call('exportAccount');
      downloadFile(`forkcast-export-${new Date().toISOString().slice(0, 10)}.tar.gz`, archive);
    },
    retry: 0,
  });
}

/** Restores an export archive (multipart field `archive`) into this account; every cached list is read again. */
export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('archive', file, file.name);
      return (await api.call('importAccount', { body: form })).data;
    },
    retry: 0,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * Deletes the account with all its data. The server has ended every session by then, so the session kept here is
 * simply forgotten (asking the server to sign out would be refused) and nothing of the account stays cached.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('deleteAccount'),
    retry: 0,
    onSuccess: () => {
      sessionStore.clearSession();
      queryClient.clear();
    },
  });
}
