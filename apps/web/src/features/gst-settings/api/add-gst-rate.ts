// POST /api/admin/gst/rates: a new dated row of the rate table.
import type { GstRateInput } from '@zariya/shared/gst-api';
import { useGstSave } from './get-gst-settings';

export const useAddGstRate = () => useGstSave<GstRateInput>('POST', '/admin/gst/rates');
