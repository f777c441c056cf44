import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { GownIcon, LehengaIcon, SalwarSuitIcon, SareeIcon, SilkSareeIcon } from './garment-icons';
import { HomeSection } from './home-section';

// product rules §2 Home: Lehengas open regional attires and Gowns open women ethnic. Labels are shown through t().
const CIRCLES: ReadonlyArray<{ label: string; path: string; icon: ReactNode }> = [
  { label: 'Saree', path: '/saree', icon: <SareeIcon /> },
  { label: 'Salwar & Suits', path: '/salwarsuits', icon: <SalwarSuitIcon /> },
  { label: 'Lehengas', path: '/regionalattires', icon: <LehengaIcon /> },
  { label: 'Gowns', path: '/womenethnic', icon: <GownIcon /> },
  { label: 'Pure Silk Sarees', path: '/saree', icon: <SilkSareeIcon /> },
];

export function CategoryCircles() {
  const { t } = useT();
  return (
    <HomeSection id="shop-by-category" title={t('Shop by Category')} lead>
      <ul className="grid grid-cols-3 justify-items-center gap-x-2 gap-y-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-10">
        {CIRCLES.map((circle) => (
          <li key={circle.label}>
            <Link
              to={circle.path}
              className="group flex w-24 flex-col items-center gap-3 rounded-lg text-center sm:w-32"
            >
              <span className="relative flex size-22 items-center justify-center rounded-full bg-gradient-to-br from-rose-100 via-ivory-50 to-gold-100 p-4 text-plum-800 shadow-soft ring-1 ring-gold-300/60 transition duration-300 group-hover:-translate-y-1 group-hover:shadow-card group-hover:ring-gold-500 sm:size-28 sm:p-5">
                <span
                  className="absolute inset-1.5 rounded-full border border-dashed border-gold-400/50"
                  aria-hidden="true"
                />
                {circle.icon}
              </span>
              <span className="text-sm leading-tight font-medium text-ink-900 group-hover:text-plum-800">
                {t(circle.label)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
