// PUT /api/admin/gst/hsn: the HSN code of each category, for products without their own.
import type { CategoryHsn } from '@zariya/shared/gst-api';
import { useGstSave } from './get-gst-settings';

export const useSaveCategoryHsn = () => useGstSave<CategoryHsn>('PUT', '/admin/gst/hsn');
