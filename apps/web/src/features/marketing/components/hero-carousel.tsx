import { CAROUSEL_INTERVAL_MS } from '@zariya/shared/constants';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { HeroSlide } from './hero-slide';
import { HERO_SLIDES } from './hero-slides';

// Embla's `duration` is in its own units; 22 settles in about 300 ms (product rules §9 transition).
const EMBLA_DURATION = 22;

const control =
  'size-tap items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-plum-50 hover:text-plum-900';

/** Five auto-playing banners (3 s each, infinite) with dots; pauses on hover and focus, still for reduced motion. */
export function HeroCarousel({ images = {} }: { images?: Partial<Record<string, string>> }) {
  const { t } = useT();
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: CAROUSEL_INTERVAL_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
      }),
    [],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // 'auto' follows the reduced-motion preference; the play/pause button overrides it either way.
  const [mode, setMode] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  const wantsPlay = mode === 'playing' || (mode === 'auto' && !reducedMotion);
  const shouldPlay = wantsPlay && !hovered && !focused;
  useEffect(() => {
    if (!embla) return;
    const apply = () => (shouldPlay ? autoplay.play() : autoplay.stop());
    apply();
    // A resize or a turned phone re-initialises Embla, which destroys the autoplay plugin and starts it again
    // stopped (playOnInit is off); without this the slideshow would halt while its button still says "Pause".
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, autoplay, shouldPlay]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);
  const step = (delta: 1 | -1) => goTo((selected + delta + HERO_SLIDES.length) % HERO_SLIDES.length);

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Featured collections')}
      className="container-shop pt-4 sm:pt-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus on the play/pause toggle itself must not hold the slideshow.
        setFocused(!(event.target as HTMLElement).closest('[data-autoplay-toggle]'));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-2xl shadow-card">
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {HERO_SLIDES.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks slides as groups
            <div
              key={slide.path}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{{index}} of {{count}}', { index: index + 1, count: HERO_SLIDES.length })}
              inert={index !== selected}
              className="h-[26rem] min-w-0 flex-[0_0_100%] sm:h-[24rem] lg:h-[28rem]"
            >
              <HeroSlide slide={slide} image={images[slide.category]} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-2 flex items-center justify-center gap-1">
        <button
          type="button"
          aria-label={t('Previous slide')}
          className={cn(control, 'hidden md:inline-flex')}
          onClick={() => step(-1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.path}
            type="button"
            aria-label={t('Go to slide {{index}}', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group inline-flex size-tap items-center justify-center rounded-full"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all duration-300',
                index === selected ? 'w-7 bg-plum-800' : 'w-2 bg-ink-300 group-hover:bg-plum-400',
              )}
            />
          </button>
        ))}
        <button
          type="button"
          aria-label={t('Next slide')}
          className={cn(control, 'hidden md:inline-flex')}
          onClick={() => step(1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-autoplay-toggle
          onClick={() => setMode(wantsPlay ? 'paused' : 'playing')}
          aria-label={t(wantsPlay ? 'Pause slideshow' : 'Play slideshow')}
          className={cn(control, 'ml-1 inline-flex border border-ivory-300')}
        >
          {wantsPlay ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </section>
  );
}
