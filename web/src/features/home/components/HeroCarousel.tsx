import { useEffect, useRef } from 'react';
import { LIMITS } from '@shared/constants';
import { useCarousel } from '../hooks/use-carousel';
import { sportLabel } from '@web/lib/games/labels';
import { HERO_SLIDES } from '../sports';
import { t } from '../texts';

/** Four sport pictures: a swipeable carousel on phones, a grid on wider screens. */
export function HeroCarousel() {
  const { index, setIndex, stopped, toggleStopped, hold, release } = useCarousel(
    HERO_SLIDES.length,
    LIMITS.carouselIntervalMs,
  );
  const trackRef = useRef<HTMLElement>(null);
  /** Where a scroll we started is going: its own scroll events are not a swipe until it lands. */
  const scrollingTo = useRef<number | null>(null);

  // The index drives the scroll position; a swipe drives the index (see onScroll).
  useEffect(() => {
    const track = trackRef.current;
    if (!track?.clientWidth) return;
    const target = index * track.clientWidth;
    if (Math.abs(track.scrollLeft - target) > 2) {
      scrollingTo.current = target;
      track.scrollTo({ left: target, behavior: 'smooth' });
    }
  }, [index]);

  const handleScroll = () => {
    const track = trackRef.current;
    if (!track?.clientWidth) return;
    // The first frames of a smooth scroll still sit on the old slide: without this they would
    // send the index straight back (arrow keys and dots seemed to do nothing).
    if (scrollingTo.current !== null) {
      if (Math.abs(track.scrollLeft - scrollingTo.current) < 2) scrollingTo.current = null;
      return;
    }
    const shown = Math.round(track.scrollLeft / track.clientWidth);
    if (shown !== index && Math.abs(track.scrollLeft - shown * track.clientWidth) < 2) setIndex(shown);
  };

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('home.hero.label')}>
      {/* A scrollable region the keyboard reaches (axe scrollable-region-focusable): arrows move the slides. */}
      <section
        ref={trackRef}
        className="hero-track"
        aria-label={t('home.hero.slides')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable and scrollable from the keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        onKeyDown={(event) => {
          const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
          if (!by) return;
          event.preventDefault();
          setIndex((index + by + HERO_SLIDES.length) % HERO_SLIDES.length);
        }}
        onScroll={handleScroll}
        onMouseEnter={hold}
        onMouseLeave={() => release()}
        onTouchStart={() => {
          // A finger takes over from any scroll we started.
          scrollingTo.current = null;
          hold();
        }}
        onTouchEnd={() => release(LIMITS.carouselIntervalMs)}
        onFocus={hold}
        onBlur={() => release()}
      >
        {HERO_SLIDES.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group with roledescription 'slide'; a fieldset would make it a form group.
          <figure
            key={slide.sport}
            className="hero-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.hero.slide', {
              number: i + 1,
              total: HERO_SLIDES.length,
              sport: sportLabel(slide.sport),
            })}
          >
            <img
              src={slide.src}
              alt={slide.alt()}
              width="800"
              height="500"
              // The first picture is the largest paint of the page; the others wait their turn.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
            <figcaption>{sportLabel(slide.sport)}</figcaption>
          </figure>
        ))}
      </section>
      <div className="hero-controls">
        {HERO_SLIDES.map((slide, i) => (
          <button
            key={slide.sport}
            type="button"
            className="hero-dot"
            aria-label={t('home.hero.show', { sport: sportLabel(slide.sport) })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
        <button
          type="button"
          className="hero-pause"
          onClick={toggleStopped}
          aria-label={stopped ? t('home.hero.play') : t('home.hero.pause')}
        >
          {stopped ? '▶' : '❚❚'}
        </button>
      </div>
    </section>
  );
}
