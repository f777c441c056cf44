import { LANGUAGE_NAMES, type Language } from '@zariya/shared/language';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { applyLanguage, useT } from '../../lib/i18n';
import { getShopperToken } from '../../lib/session';
import { headerActionClasses } from './header-action';

/**
 * The header's language switch: names the other language in itself (हिन्दी / English). The choice is kept in
 * this browser (a cookie the server draws pages by) and, for a signed-in shopper, on her account, so that it
 * follows her to another device when she signs in there.
 */
export function LanguageSwitch() {
  const { t, language } = useT();
  const [busy, setBusy] = useState(false);
  const other: Language = language === 'hi' ? 'en' : 'hi';

  async function change() {
    setBusy(true);
    try {
      await applyLanguage(other);
      if (getShopperToken()) {
        // Kept on the account too; the page has changed already, so a failure here loses nothing visible.
        await api.put('/account/language', { language: other }, { auth: 'shopper' }).catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={change}
      disabled={busy}
      lang={other === 'hi' ? 'hi' : 'en-IN'}
      title={t('Language')}
      className={headerActionClasses({ isActive: false })}
    >
      {/* The language's own name says it all on a phone, where the header row has no room to spare. */}
      <Languages aria-hidden="true" className="hidden size-5 sm:block" strokeWidth={1.75} />
      <span className="text-sm">{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
