import { MESSAGES } from '@zariya/shared/constants';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

export function ProductNotFound() {
  const { t } = useT();
  return (
    <section className="container-shop flex flex-col items-center py-16 text-center">
      <h1 className="text-display-sm font-medium">{t(MESSAGES.productNotFound)}</h1>
      <p className="mt-2 max-w-md text-ink-700">
        {t('It may have sold out and been taken down, or the link is incomplete.')}
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        {t('Continue shopping')}
      </Link>
    </section>
  );
}
