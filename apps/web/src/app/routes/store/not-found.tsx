import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CategoryButtons } from '../../../components/ui/category-buttons';
import { Buta } from '../../../features/marketing/components/motifs';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

export function NotFoundRoute() {
  const { t } = useT();
  usePageMeta(
    t('Page not found'),
    t('This page could not be found. Continue shopping sarees, ethnic and western wear at Zariya.'),
  );
  return (
    <section className="container-shop flex flex-col items-center py-16 text-center sm:py-24">
      <Buta className="h-32 w-24 text-gold-400" />
      <p className="mt-4 text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">{t('Error 404')}</p>
      <h1 className="mt-2 text-display font-medium">{t('This page has slipped off the hanger')}</h1>
      <p className="mt-3 max-w-md text-ink-700">
        {t("The link may be old or mistyped. Let's get you back to something beautiful.")}
      </p>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('Back to the home page')}
      </Link>
      <CategoryButtons className="mt-8" />
    </section>
  );
}
