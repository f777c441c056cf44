// POST /api/logout with the bearer token and an empty body (product rules §7). The server revokes the token; the
// browser forgets token, name and id. A 401 means the token was already dead, which is logged out too.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@zariya/shared/constants';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api-client';
import { clearShopperSession } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    await api.post('/logout', {}, { auth: 'shopper' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearShopperSession();
}

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success('You have been logged out.');
      navigate(paths.home);
    },
    onError: (error) => {
      console.error('Logout failed', error);
      toast.error(MESSAGES.logoutFailed);
    },
  });
}
