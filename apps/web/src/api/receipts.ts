import { useEffect, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IngredientSummary, ReceiptItemInput } from '@forkcast/contracts';
import { api, retryUnlessNotFound } from './client';
import { usageKeys } from './usage';

export const receiptKeys = {
  all: ['receipts'] as const,
  recent: ['receipts', 'recent'] as const,
  /** Every listing of receipts (pages, and those not in the kitchen yet). */
  lists: ['receipts', 'list'] as const,
  detail: (id: string) => ['receipts', 'detail', id] as const,
  ingredientSearch: (q: string) => ['ingredients', 'search', q] as const,
};

/** Sends the photo (multipart field `receipt`) and resolves with the new receipt's id once it has been read. */
export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    /**
     * `allowDuplicate`: the user chose to upload a photo again that they had already uploaded. `jobId`: an id of the
     * caller's choosing (`newJobId`), under which it follows the reading's stages (`useJobStatus`).
     */
    mutationFn: async ({ file, allowDuplicate = false, jobId }: { file: File; allowDuplicate?: boolean; jobId?: string }) => {
      const form = new FormData();
      form.append('receipt', file, file.name);
      const query = { duplicate: allowDuplicate ? ('allow' as const) : ('refuse' as const), ...(jobId ? { job_id: jobId } : {}) };
      return (await api.call('uploadReceipt', { body: form, query })).data.receiptId;
    },
    // Reading a receipt counts against the weekly allowance, so a failure is shown, not retried.
    retry: 0,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptKeys.recent }),
        queryClient.invalidateQueries({ queryKey: receiptKeys.lists }),
      ]),
    // Counted or refused at a limit, the usage shown has changed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageKeys.all }),
  });
}

export function useReceipt(receiptId: string | undefined) {
  return useQuery({
    queryKey: receiptKeys.detail(receiptId ?? ''),
    queryFn: receiptId ? async () => (await api.call('getReceipt', { params: { id: receiptId } })).data : skipToken,
    retry: retryUnlessNotFound,
  });
}

/** The user's latest receipt, or null when there is none yet (cached 5 minutes, spec section 9). */
export function useRecentReceipt({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: receiptKeys.recent,
    queryFn: async () => (await api.call('getRecentReceipt')).data,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Replaces the receipt's items with the corrected list and stores the server's answer in the cache. */
export function useUpdateReceiptItems(receiptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: ReceiptItemInput[]) =>
      (await api.call('updateReceiptItems', { params: { id: receiptId }, body: { items } })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(receiptKeys.detail(receiptId), saved);
      return queryClient.invalidateQueries({ queryKey: receiptKeys.recent });
    },
  });
}

/** Deletes the receipt (items and photo); plans made from it stay, so their cached copies are read again. */
export function useDeleteReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => api.call('deleteReceipt', { params: { id: receiptId } }),
    onSuccess: async (_result, receiptId) => {
      queryClient.removeQueries({ queryKey: receiptKeys.detail(receiptId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptKeys.recent }),
        queryClient.invalidateQueries({ queryKey: receiptKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ['meal-plans'] }),
      ]);
    },
  });
}

function ingredientSearchQuery(query: string) {
  const q = query.trim();
  return {
    queryKey: receiptKeys.ingredientSearch(q.toLowerCase()),
    queryFn: async () => (await api.call('searchIngredients', { query: { q, limit: 10 } })).data,
    staleTime: 60 * 60_000,
  };
}

/** Canonical ingredients whose name matches what the user typed; nothing is asked for an empty query. */
export function useIngredientSearch(query: string) {
  return useQuery({ ...ingredientSearchQuery(query), enabled: query.trim().length > 0 });
}

/** The same search on demand (shares the suggestions' cache), for linking a name the user typed without picking. */
export function useIngredientLookup(): (name: string) => Promise<IngredientSummary[]> {
  const queryClient = useQueryClient();
  return (name) => queryClient.fetchQuery(ingredientSearchQuery(name));
}

/**
 * The stored receipt photo as an object URL. The image needs the bearer token, which an <img src> cannot send,
 * so it is fetched as a blob; the URL is revoked when the receipt changes or the component goes away.
 */
export function useReceiptImageUrl(receiptId: string | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ id: string; url: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!receiptId) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    api
      .call('getReceiptImage', { params: { id: receiptId } }, { signal: controller.signal })
      .then((image) => {
        objectUrl = URL.createObjectURL(image);
        setState({ id: receiptId, url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ id: receiptId, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [receiptId]);

  return state && state.id === receiptId ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
