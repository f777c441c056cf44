import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_PLACEHOLDER } from '@zariya/shared/constants';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { SearchBox } from './search-box';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const SUGGESTIONS = [
  { id: 12, productname: 'Banarasi Silk Saree', brandname: 'Weaves of Kashi', category: 'Saree', image: '' },
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('SearchBox', () => {
  it('opens the results for the text typed, on Enter', async () => {
    fakeApi({ 'GET /search/suggest': () => ({ body: [] }) });
    renderWithApp(
      <>
        <SearchBox />
        <Where />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    await userEvent.type(box, '  red kurta {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?query=red%20kurta');
  });

  it('reads in Hindi, keeping product and brand names as written', async () => {
    fakeApi({ 'GET /search/suggest': () => ({ body: SUGGESTIONS }) });
    await loadLanguage('hi');
    await act(() => i18n.changeLanguage('hi'));
    renderWithApp(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'प्रोडक्ट खोजें' });
    expect(box.getAttribute('placeholder')).toBe('कीमत, प्रोडक्ट, ब्रांड और भी बहुत कुछ खोजें');
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeTruthy();
    await userEvent.type(box, 'bana');
    const option = await screen.findByRole('option');
    expect(screen.getByRole('listbox', { name: 'खोज के सुझाव' })).toBeTruthy();
    expect(option.textContent).toBe('Banarasi Silk SareeWeaves of Kashi · साड़ी');
    const untranslated = [...option.querySelectorAll('[translate="no"]')].map((node) => node.textContent);
    expect(untranslated).toEqual(['Banarasi Silk Saree', 'Weaves of Kashi']);
  });
});
