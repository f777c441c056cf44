import { act, render, screen } from '@testing-library/react';
import type { Product } from '@zariya/shared/product';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { ProductInfoSections } from './product-info-sections';

const product = {
  id: 7,
  category: 'Saree',
  brandname: 'Nalli',
  material: 'Silk',
  specifications: [
    { key: 'Fabric', value: 'Kanjivaram silk' },
    { key: 'Wash Care', value: 'Dry clean only' },
    { key: 'Zari Origin', value: 'Surat' },
  ],
} as unknown as Product;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Product Specification (issue 32 item 18)', () => {
  it('reads the usual names in Hindi beside the Hindi "Material", and keeps a name it has no words for', async () => {
    await loadLanguage('hi');
    await act(() => i18n.changeLanguage('hi'));
    render(<ProductInfoSections product={product} />);
    for (const name of ['मटीरियल', 'कपड़ा', 'धुलाई']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('Fabric')).toBeNull();
    // The owner's own name and every value stay as she wrote them, marked as data.
    expect(screen.getByText('Zari Origin').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Kanjivaram silk').getAttribute('translate')).toBe('no');
  });

  it('shows the names as written in English', () => {
    render(<ProductInfoSections product={product} />);
    for (const name of ['Material', 'Fabric', 'Wash Care', 'Zari Origin'])
      expect(screen.getByText(name)).toBeTruthy();
  });
});
