// POST /api/admin/login { password, code? } → { token } for this browser session (docs/architecture.md: admin
// access); `code` once the owner has set up her authenticator (401 CODE_REQUIRED asks for it, issue 26).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/session';

export async function adminLogin(input: string | { password: string; code?: string }): Promise<string> {
  const body = typeof input === 'string' ? { password: input } : input;
  const { token } = await api.post('/admin/login', body);
  return token;
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (token) => setAdminToken(token),
  });
}
