import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminToken } from '../../../lib/session';
import { useAdminSession } from '../api/get-admin-session';

/**
 * Admin pages need the session's admin token. The server has the last word: any admin call answered
 * with 401 clears the token (lib/api-client), which sends the owner back to the password prompt.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  useAdminSession(Boolean(token));
  if (!token) return <Navigate to={paths.admin.password} replace />;
  return children;
}
