import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AuthProvider } from '../auth/auth-context';
import { ToastProvider } from '../toast/toast-provider';
import { createQueryClient } from './query-client';

/** The whole app around a router: the browser passes a browser router, the prerenderer a memory router. */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
