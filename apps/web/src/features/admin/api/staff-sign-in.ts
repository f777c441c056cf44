// The staff's two-step sign-in (issue 26): POST /api/admin/staff-login { email, password } → { ticket }, then
// POST /api/admin/staff-login/code { ticket, code } → { token }, kept like the owner's admin token.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/session';

export function useStaffPasswordStep() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => api.post('/admin/staff-login', input),
  });
}

export function useStaffCodeStep() {
  return useMutation({
    mutationFn: (input: { ticket: string; code: string }) => api.post('/admin/staff-login/code', input),
    onSuccess: ({ token }) => setAdminToken(token),
  });
}
