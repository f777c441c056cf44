// POST /api/admin/gst/rates: a new dated row of the rate table.
import { useMutation } from '@tanstack/react-query';
import type { GstRateInput } from '@zariya/shared/gst-api';
import { apiRequest } from '../../../lib/api-client';
import { useSettingsSaved } from './get-gst-settings';

export const useAddGstRate = () =>
  useMutation({
    mutationFn: async (body: GstRateInput) =>
      (await apiRequest('POST', '/admin/gst/rates', { body, auth: 'admin' })).data,
    onSuccess: useSettingsSaved(),
  });
