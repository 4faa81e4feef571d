import { skipToken, useQuery } from '@tanstack/react-query';
import { api, isNotFound } from './client';

/** A fresh id for a job the client follows; undefined where the browser has no randomUUID (plain http off this computer). */
export function newJobId(): string | undefined {
  return globalThis.crypto?.randomUUID?.();
}

/**
 * The stage of a job while its request waits (a receipt reading, a plan generation), asked every 0.7 s while `jobId`
 * is set; null until the server has the job (the request may not have arrived yet).
 */
export function useJobStatus(jobId: string | undefined) {
  return useQuery({
    queryKey: ['jobs', jobId ?? ''],
    queryFn: jobId
      ? async () => {
          try {
            return (await api.call('getJob', { params: { id: jobId } })).data;
          } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
          }
        }
      : skipToken,
    refetchInterval: 700,
    retry: false,
    gcTime: 0,
  });
}
