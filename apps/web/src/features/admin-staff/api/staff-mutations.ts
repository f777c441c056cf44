// The owner's team pages' changes (issue 26): invite, change a role, remove, end a session, require the code for
// everyone, add one's own code, and the custom roles. Each refreshes the staff reads when it is done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-queries';

function useStaffMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useInvite = () =>
  useStaffMutation((input: { email: string; name: string; roleId: number }) =>
    api.post('/admin/staff/invite', input, { auth: 'admin' }),
  );

export const useChangeRole = () =>
  useStaffMutation(({ id, roleId }: { id: number; roleId: number }) =>
    api.put(`/admin/staff/${id}/role`, { roleId }, { auth: 'admin' }),
  );

export const useRemoveStaff = () =>
  useStaffMutation((id: number) => api.delete(`/admin/staff/${id}`, { auth: 'admin' }));

export const useEndSession = () =>
  useStaffMutation((id: number) => api.delete(`/admin/sessions/${id}`, { auth: 'admin' }));

export const useRequireTotp = () =>
  useStaffMutation((required: boolean) =>
    api.put('/admin/staff/require-totp', { required }, { auth: 'admin' }),
  );

export const useStartTotp = () =>
  useMutation({ mutationFn: () => api.post('/admin/me/totp/start', {}, { auth: 'admin' }) });

export const useConfirmTotp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { totpSecret: string; code: string }) =>
      api.post('/admin/me/totp', input, { auth: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useSaveRole = () =>
  useStaffMutation(({ id, name, permissions }: { id?: number; name: string; permissions: string[] }) =>
    id
      ? api.put(`/admin/roles/${id}`, { name, permissions }, { auth: 'admin' })
      : api.post('/admin/roles', { name, permissions }, { auth: 'admin' }),
  );

export const useDeleteRole = () =>
  useStaffMutation((id: number) => api.delete(`/admin/roles/${id}`, { auth: 'admin' }));

export const invitationInfo = (token: string) => api.post('/admin/invitation', { token });

export const acceptInvitation = (input: {
  token: string;
  password: string;
  totpSecret: string;
  code: string;
}) => api.post('/admin/invitation/accept', input);
