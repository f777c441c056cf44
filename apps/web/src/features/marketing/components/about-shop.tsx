import { RETURN_WINDOW_DAYS, SHOP_NAME } from '@zariya/shared/constants';
import { useT } from '../../../lib/i18n';
import { Mandala } from './motifs';

/** The marketing text block of product rules §2 Home. */
export function AboutShop() {
  const { t } = useT();
  const shop = SHOP_NAME;
  return (
    <section aria-labelledby="about-shop" className="container-shop py-8 sm:py-12">
      <div className="relative overflow-hidden rounded-2xl bg-ivory-200/70 px-6 py-10 ring-1 ring-ivory-300/70 sm:px-12 sm:py-14">
        <Mandala className="pointer-events-none absolute -top-24 -right-24 size-80 text-gold-400/30" />
        <div className="relative max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">{t('Our story')}</p>
          <h2 id="about-shop" className="mt-2 text-display-sm font-medium sm:text-4xl">
            {t("{{shop}}: women's fashion, rooted in India", { shop })}
          </h2>
          <div className="mt-5 space-y-4 text-[0.95rem] leading-relaxed text-ink-700">
            <p>
              {t(
                '{{shop}} brings together the sarees, ethnic wear and western wear that Indian women actually live in. From a crisp cotton saree for the office to a Kanjeevaram silk for a wedding, a chikankari salwar suit for a family lunch or an easy linen co-ord for the weekend, every piece is chosen for its fabric, its finish and how it feels after a long day.',
                { shop },
              )}
            </p>
            <p>
              {t(
                'Many of our sarees and dupattas come from handloom clusters in Kanchipuram, Varanasi, Chanderi, Maheshwar, Pochampally and Bengal, where weavers still work at the loom. Buying from them keeps these crafts alive, and we tell you where each piece comes from and what it is made of.',
              )}
            </p>
            <p>
              {t(
                'We deliver across India, from metros to small towns, with free home delivery on larger orders, secure UPI, card and net-banking payments, and {{count}}-day returns with no questions asked. If anything is not right, our customer-care team is a phone call or a ticket away.',
                { count: RETURN_WINDOW_DAYS },
              )}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
