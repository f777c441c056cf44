import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { SearchRoute } from './search';

const QUERY = 'red <b>silk</b> & {{count}}';

function renderSearch() {
  fakeApi({});
  return renderWithApp(
    <Routes>
      <Route path="/search" element={<SearchRoute />} />
    </Routes>,
    { url: `/search?query=${encodeURIComponent(QUERY)}` },
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('SearchRoute heading', () => {
  it('shows the words searched for exactly as typed', () => {
    renderSearch();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`Results for “${QUERY}”`);
    expect(heading.querySelector('[translate="no"]')?.textContent).toBe(QUERY);
    expect(document.title).toContain(`Search results for "${QUERY}"`);
  });

  it('puts them first in Hindi, still as typed', async () => {
    await loadLanguage('hi');
    await act(() => i18n.changeLanguage('hi'));
    renderSearch();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`“${QUERY}” के नतीजे`);
    expect(heading.querySelector('[translate="no"]')?.textContent).toBe(QUERY);
  });
});
