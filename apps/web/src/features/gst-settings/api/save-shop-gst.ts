// PUT /api/admin/gst/shop: legal name, address, state, GSTIN and invoice prefix.
import type { ShopGstInput } from '@zariya/shared/gst-api';
import { useGstSave } from './get-gst-settings';

export const useSaveShopGst = () => useGstSave<ShopGstInput>('PUT', '/admin/gst/shop');
