import { CUSTOMER_CARE_PHONE, RETURN_WINDOW_DAYS, TICKET_REPLY_DAYS } from '@zariya/shared/constants';
import { Camera, LifeBuoy, PackageCheck, Phone, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Buta } from '../../../features/marketing/components/motifs';
import { AwaitingReviews } from '../../../features/reviews/components/awaiting-reviews';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

const STEPS = [
  {
    icon: PackageCheck,
    title: 'Wait for delivery',
    text: 'Reviews open once an order is marked delivered, so every review comes from a real purchase.',
  },
  {
    icon: Star,
    title: 'Choose your stars',
    text: 'Open Your Orders and press Rate & Review on the delivered order. One to five stars, once per product.',
  },
  {
    icon: Camera,
    title: 'Add words and a photo',
    text: 'Tell others about the fabric, fit and colour, and add a JPEG, PNG or WebP photo of up to 5 MB.',
  },
];

/** /feedback: what is waiting for the shopper's review, how reviews work, and where to get help. */
export function FeedbackRoute() {
  const { t } = useT();
  usePageMeta(
    t('Rate your purchases'),
    t('Rate and review the Zariya pieces you bought, or ask us for help with an order.'),
  );
  return (
    <div className="container-shop py-8 sm:py-12">
      <header className="flex items-start gap-4">
        <Buta className="hidden h-20 w-14 shrink-0 text-gold-400 sm:block" />
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">
            {t('Your feedback')}
          </p>
          <h1 className="mt-1 text-display font-medium">{t('Rate your purchases')}</h1>
          <p className="mt-2 max-w-2xl text-ink-700">
            {t(
              'Your stars and photos help other women choose the right saree, kurta or dress, and tell us what to stock next.',
            )}
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="waiting-heading">
          <h2 id="waiting-heading" className="mb-4 text-2xl font-medium">
            {t('Waiting for your review')}
          </h2>
          <AwaitingReviews />
          <h2 className="mt-10 mb-4 text-2xl font-medium">{t('How reviews work')}</h2>
          <ol className="grid gap-3 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70">
                <span className="flex items-center gap-2 text-plum-800">
                  <step.icon aria-hidden="true" className="size-5" />
                  <span className="text-xs font-semibold tracking-wider uppercase">
                    {t('Step {{number}}', { number: index + 1 })}
                  </span>
                </span>
                <h3 className="mt-2 font-sans text-base font-semibold text-ink-900">{t(step.title)}</h3>
                <p className="mt-1 text-sm text-ink-700">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </section>

        <aside
          aria-labelledby="help-heading"
          className="h-fit rounded-xl bg-plum-900 p-5 text-ivory-100 sm:p-6"
        >
          <LifeBuoy aria-hidden="true" className="size-7 text-gold-300" />
          <h2 id="help-heading" className="mt-3 text-2xl font-medium text-ivory-50">
            {t('Something not right?')}
          </h2>
          <p className="mt-2 text-sm text-ivory-200">
            {t(
              'A wrong size, a delay or a payment question: raise a ticket from Your Orders and we reply within {{replyDays}} days. Returns are accepted within {{returnDays}} days, no questions asked.',
              { replyDays: TICKET_REPLY_DAYS, returnDays: RETURN_WINDOW_DAYS },
            )}
          </p>
          <Link to={paths.orders} className={buttonClasses({ variant: 'gold', className: 'mt-4 w-full' })}>
            {t('Go to Your Orders')}
          </Link>
          <a
            href={`tel:${CUSTOMER_CARE_PHONE.replace(/\s+/g, '')}`}
            className="mt-4 flex items-center gap-2 text-sm text-ivory-100 hover:text-gold-200"
          >
            <Phone aria-hidden="true" className="size-4" />
            {CUSTOMER_CARE_PHONE}
          </a>
        </aside>
      </div>
    </div>
  );
}
