// PUT /api/admin/gst/hsn: the HSN code of each category, for products without their own.
import { useMutation } from '@tanstack/react-query';
import type { CategoryHsn } from '@zariya/shared/gst-api';
import { apiRequest } from '../../../lib/api-client';
import { useSettingsSaved } from './get-gst-settings';

export const useSaveCategoryHsn = () =>
  useMutation({
    mutationFn: async (body: CategoryHsn) =>
      (await apiRequest('PUT', '/admin/gst/hsn', { body, auth: 'admin' })).data,
    onSuccess: useSettingsSaved(),
  });
