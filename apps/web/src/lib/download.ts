// Downloads a file the API answers (an invoice PDF, a CSV) with the stored token: fetch, then save the blob under
// the name the server gives in Content-Disposition.
import type { ErrorBody } from '@zariya/shared/product';
import { ApiError } from './api-client';
import { getAdminToken, getShopperToken } from './session';

function fileName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

export async function downloadFile(
  path: string,
  auth: 'shopper' | 'admin',
  fallbackName: string,
): Promise<void> {
  const token = auth === 'admin' ? getAdminToken() : getShopperToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('Could not reach the shop. Please check your connection and try again.', 0, 'NETWORK');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError(body.error ?? `Download failed (${response.status})`, response.status, body.code);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
