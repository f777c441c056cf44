// PUT /api/admin/gst/shop: legal name, address, state, GSTIN and invoice prefix.
import { useMutation } from '@tanstack/react-query';
import type { ShopGstInput } from '@zariya/shared/gst-api';
import { apiRequest } from '../../../lib/api-client';
import { useSettingsSaved } from './get-gst-settings';

export const useSaveShopGst = () =>
  useMutation({
    mutationFn: async (body: ShopGstInput) =>
      (await apiRequest('PUT', '/admin/gst/shop', { body, auth: 'admin' })).data,
    onSuccess: useSettingsSaved(),
  });
