import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-context';
import { PageSpinner } from '../ui/spinner';

/** Guard for signed-in routes: spinner while auth resolves, then home (replacing history) for visitors. */
export function RequireAuth() {
  const { loading, session } = useAuth();
  if (loading) return <PageSpinner />;
  if (!session) return <Navigate to="/" replace />;
  return <Outlet />;
}
