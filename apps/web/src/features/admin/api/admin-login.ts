// POST /api/admin/login { password } → { token } for this browser session (docs/architecture.md: admin access).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/session';

export async function adminLogin(password: string): Promise<string> {
  const { token } = await api.post('/admin/login', { password });
  return token;
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (token) => setAdminToken(token),
  });
}
