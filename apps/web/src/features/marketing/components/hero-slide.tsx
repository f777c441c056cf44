import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { HeroSlide as Slide, HeroTheme } from './hero-slides';
import { Buta, Jaali, Mandala } from './motifs';
import { photoAttributes } from '../../../lib/photo-attributes';

type ThemeClasses = {
  bg: string;
  text: string;
  eyebrow: string;
  cta: string;
  motif: string;
  arch: string;
  frame: string;
};

const themes: Record<HeroTheme, ThemeClasses> = {
  silk: {
    bg: 'bg-[radial-gradient(120%_140%_at_85%_15%,#8a2c5b_0%,#4a1430_48%,#2c0919_100%)]',
    text: 'text-ivory-50',
    eyebrow: 'text-gold-300',
    cta: 'bg-gold-400 text-plum-950 group-hover:bg-gold-300',
    motif: 'text-gold-400/70',
    arch: 'from-plum-600 to-plum-900 ring-gold-400/60',
    frame: 'border-gold-400/25',
  },
  emerald: {
    bg: 'bg-[linear-gradient(118deg,#0b2f2a_0%,#14574b_55%,#0e3d36_100%)]',
    text: 'text-ivory-50',
    eyebrow: 'text-gold-300',
    cta: 'bg-gold-400 text-plum-950 group-hover:bg-gold-300',
    motif: 'text-gold-300/35',
    arch: 'from-[#1d6f60] to-[#0b2f2a] ring-gold-400/60',
    frame: 'border-gold-300/25',
  },
  blush: {
    bg: 'bg-[linear-gradient(110deg,#fdf1ed_0%,#f7d9d0_58%,#efc2b6_100%)]',
    text: 'text-plum-950',
    eyebrow: 'text-plum-600',
    cta: 'bg-plum-800 text-ivory-50 group-hover:bg-plum-900',
    motif: 'text-plum-400/55',
    arch: 'from-rose-100 to-rose-300 ring-plum-300/70',
    frame: 'border-plum-400/30',
  },
  marigold: {
    bg: 'bg-[linear-gradient(115deg,#fbf0d9_0%,#f3d9a2_58%,#e8bb6a_100%)]',
    text: 'text-plum-950',
    eyebrow: 'text-plum-700',
    cta: 'bg-plum-800 text-ivory-50 group-hover:bg-plum-900',
    motif: 'text-gold-700/50',
    arch: 'from-gold-100 to-gold-300 ring-gold-600/50',
    frame: 'border-gold-700/25',
  },
  midnight: {
    bg: 'bg-[linear-gradient(120deg,#1e1740_0%,#3a1d4d_52%,#5a1938_100%)]',
    text: 'text-ivory-50',
    eyebrow: 'text-rose-200',
    cta: 'bg-rose-200 text-plum-950 group-hover:bg-rose-100',
    motif: 'text-gold-300/60',
    arch: 'from-[#4b2a63] to-[#231a45] ring-rose-200/50',
    frame: 'border-rose-200/25',
  },
};

function MotifArt({ motif, className }: { motif: Slide['motif']; className?: string }) {
  if (motif === 'mandala') return <Mandala className={className} />;
  if (motif === 'buta') return <Buta className={className} />;
  return <Jaali className={className} />;
}

/** One designed banner: copy and a call to action on the left, an arch with a photo or motif on the right. */
export function HeroSlide({ slide, image, eager }: { slide: Slide; image?: string; eager?: boolean }) {
  const { t } = useT();
  const theme = themes[slide.theme];
  return (
    <Link
      to={slide.path}
      className={cn(
        'group relative flex h-full overflow-hidden rounded-2xl outline-offset-[-4px]',
        theme.bg,
        theme.text,
      )}
    >
      {/* Phones without a photo: a motif fills the empty top of the banner. */}
      {image ? null : (
        <MotifArt
          motif={slide.motif}
          className={cn(
            'pointer-events-none absolute md:hidden',
            slide.motif === 'jaali' ? 'inset-0 opacity-60' : '-top-16 -right-20 size-72 opacity-80',
            theme.motif,
          )}
        />
      )}
      <span
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-3 hidden rounded-xl border md:block', theme.frame)}
      />
      <div className="relative z-10 flex max-w-xl flex-col justify-end gap-3 p-6 pb-8 sm:justify-center sm:p-10 lg:p-14">
        <p className={cn('text-xs font-semibold tracking-[0.22em] uppercase', theme.eyebrow)}>
          {t(slide.eyebrow)}
        </p>
        <p className="font-display text-[2.1rem] leading-[1.05] font-medium text-balance sm:text-5xl lg:text-6xl">
          {t(slide.title)}
        </p>
        <p className="max-w-md text-sm opacity-85 sm:text-base">{t(slide.body)}</p>
        <span
          className={cn(
            'mt-2 inline-flex min-h-tap w-fit items-center gap-2 rounded-full px-6 text-sm font-semibold shadow-soft transition-colors',
            theme.cta,
          )}
        >
          {t(slide.cta)}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </div>
      {/* The arch: top-right on phones (photo only), a tall frame on the right from tablets up. */}
      <div
        className={cn(
          'absolute top-5 right-5 h-36 w-26 md:relative md:top-auto md:right-auto md:ml-auto md:flex md:h-auto md:w-[38%] md:shrink-0 md:items-end md:justify-center md:pr-14',
          !image && 'hidden',
        )}
      >
        <div
          className={cn(
            'relative size-full overflow-hidden rounded-t-full bg-gradient-to-b shadow-lift ring-1 ring-offset-4 ring-offset-transparent md:mt-10 md:h-[86%] md:max-w-xs md:ring-offset-8',
            theme.arch,
          )}
        >
          {image ? (
            <img
              {...photoAttributes(image, 800, 800, '(min-width: 768px) 20rem, 7rem')}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <MotifArt
              motif={slide.motif === 'jaali' ? 'mandala' : slide.motif}
              className={cn('absolute inset-6', theme.motif)}
            />
          )}
        </div>
      </div>
    </Link>
  );
}
