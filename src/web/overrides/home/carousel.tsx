import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

export interface Slide {
  key: string;
  image: string;
  title: string;
  subtitle?: string;
  /** In-app location the slide opens; a slide without one is only a picture. */
  to?: string;
  badge?: string;
}

const ADVANCE_MS = 5000;

/** A slide's shape unless the caller gives another; the banners' placeholder keeps the same. */
export const CAROUSEL_ASPECT = '5 / 2';

/** The tallest a slide grows: half the screen, so a wide screen that is short (a phone sideways) shows more than the banner. */
export const CAROUSEL_MAX_HEIGHT = '50vh';

/**
 * Slides side by side in a scroll-snapping row: a swipe moves one, the dots follow, and it moves on
 * by itself every 5 s unless the reader touches it or asked for less motion. No carousel library.
 */
export function Carousel({ slides, label, testId, aspect = CAROUSEL_ASPECT }: { slides: readonly Slide[]; label: string; testId: string; aspect?: string }) {
  const row = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (held || still || slides.length < 2) return;
    const timer = setInterval(() => {
      const el = row.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [held, slides.length]);

  // The dots follow the slide at least half in view. An observer, not a scroll handler: reading
  // scrollLeft on each scroll event forced a layout per event (200 ms of home's first load at 4x).
  useEffect(() => {
    const el = row.current;
    if (!el || slides.length < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.intersectionRatio >= 0.5) setIndex(Number((entry.target as HTMLElement).dataset.slide));
      },
      { root: el, threshold: 0.5 },
    );
    for (const slide of el.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [slides]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      sx={{ position: 'relative', mx: 1.5, mt: 1.5, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.300' }}
    >
      <Box
        ref={row}
        onTouchStart={() => setHeld(true)}
        onPointerDown={() => setHeld(true)}
        sx={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.key}
            component={slide.to ? RouterLink : 'div'}
            to={slide.to}
            aria-hidden={i !== index}
            tabIndex={i !== index ? -1 : undefined}
            data-testid={`${testId}-slide`}
            data-slide={i}
            sx={{
              position: 'relative',
              flex: '0 0 100%',
              aspectRatio: aspect,
              maxHeight: CAROUSEL_MAX_HEIGHT,
              scrollSnapAlign: 'start',
              color: '#fff',
              textDecoration: 'none',
              display: 'block',
            }}
          >
            <Box
              component="img"
              src={slide.image}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                background: 'linear-gradient(90deg, rgba(0,0,0,.45), rgba(0,0,0,0) 70%)',
                p: 2,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
              }}
            >
              {slide.badge && (
                <Box component="span" sx={{ alignSelf: 'flex-start', bgcolor: '#d32f2f', px: 0.75, borderRadius: 0.5, fontSize: 12, fontWeight: 700, mb: 0.5 }}>
                  {slide.badge}
                </Box>
              )}
              <Box component="strong" sx={{ fontSize: 20, lineHeight: 1.25, textShadow: '0 1px 3px rgba(0,0,0,.5)', maxWidth: '75%' }}>
                {slide.title}
              </Box>
              {slide.subtitle && (
                <Box component="span" sx={{ fontSize: 13, opacity: 0.92, mt: 0.5, maxWidth: '75%' }}>
                  {slide.subtitle}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {slides.length > 1 && (
        <Box sx={{ position: 'absolute', bottom: 8, right: 12, display: 'flex', gap: 0.5 }} aria-hidden>
          {slides.map((slide, i) => (
            <Box
              key={slide.key}
              sx={{ width: i === index ? 14 : 6, height: 6, borderRadius: 3, bgcolor: i === index ? '#fff' : 'rgba(255,255,255,.55)', transition: 'width .2s' }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
