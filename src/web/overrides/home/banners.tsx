import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { t } from '../../i18n/translate.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { locationFor, routeByPath } from '../../router/paths.ts';
import { CAROUSEL_ASPECT, CAROUSEL_MAX_HEIGHT, Carousel, type Slide } from './carousel.tsx';
import { useHomeCall } from './use-home-data.ts';

const plain = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number'))
    : {};

/** The banners of one placement as a carousel; a banner naming a route the app does not know is a picture only. */
export function Banners({ bannerType, testId }: { bannerType: '1' | '2'; testId: string }) {
  const lang = useLanguage();
  const { data, isError } = useHomeCall('banner.getBannerByType', { bannerType });
  const slides = useMemo(
    () =>
      (data ?? []).map((b): Slide => {
        const route = b.route ? routeByPath(b.route) : undefined;
        return {
          key: b.bannerId,
          image: b.imagePath ?? '',
          title: (lang === 'en' && b.titleEn) || b.title || '',
          subtitle: ((lang === 'en' && b.subtitleEn) || b.subtitle) ?? undefined,
          to: route ? locationFor(route.id, plain(b.params)) : undefined,
        };
      }),
    [data, lang],
  );
  // While the call runs, the carousel's frame keeps its room, so the page below does not move when it draws.
  if (data === undefined && !isError)
    return (
      <Box
        aria-hidden
        data-testid={`${testId}-pending`}
        sx={{ mx: 1.5, mt: 1.5, borderRadius: 2, bgcolor: 'grey.300', aspectRatio: CAROUSEL_ASPECT, maxHeight: CAROUSEL_MAX_HEIGHT }}
      />
    );
  if (slides.length === 0) return null;
  return <Carousel slides={slides} label={t('shell.home.banners')} testId={testId} />;
}
