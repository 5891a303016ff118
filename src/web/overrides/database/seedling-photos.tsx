import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChartWidgetProps } from '../../../shared/chart-view-types.ts';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb, type DatabaseMessageKey } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { seasonLabel, termName, type SeedlingTbHbImages } from './database-format.ts';
import { useSeedlingStat } from './seedling-measures.ts';

type Group = NonNullable<SeedlingTbHbImages['current']>;
const KINDS = ['field', 'emergence', 'diameter', 'height', 'root', 'leaf'] as const;

/** The photos behind the comparison: this term, the term before and the same term a season before. */
export function SeedlingPhotos(props: ChartWidgetProps) {
  const lang = useLanguage();
  const query = useSeedlingStat('seedGrowth.tbHbImg', props);
  const groups: [DatabaseMessageKey, Group | null | undefined][] = [
    ['db.seedling.now', query.data?.current],
    ['db.seedling.hb', query.data?.hb],
    ['db.seedling.tb', query.data?.tb],
  ];
  const shown = groups.filter(([, g]) => g && KINDS.some((k) => g.images[k].length > 0));
  return (
    <ChartCard title={tDb('db.seedling.photos')} status={query.status} onRetry={query.onRetry} testId="seedling-photos">
      {shown.length === 0 && (
        <Typography color="text.secondary" variant="body2" data-testid="seedling-no-photos">
          {tDb('db.seedling.noPhotos')}
        </Typography>
      )}
      {shown.map(([label, g]) => (
        <Box key={label} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2">
            {tDb(label)} · {termName(g!.solarTerm, lang)} {seasonLabel(g!.seasonYear)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 0.5 }}>
            {KINDS.flatMap((kind) =>
              g!.images[kind].map((file, i) => (
                <Box
                  key={`${kind}-${i}`}
                  component="a"
                  href={file.filePath}
                  target="_blank"
                  rel="noreferrer"
                  sx={{ position: 'relative', display: 'block' }}
                  data-testid="seedling-photo"
                >
                  <Box
                    component="img"
                    src={file.filePath}
                    alt={file.fileName}
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.100' }}
                  />
                  <Typography variant="caption" sx={{ position: 'absolute', left: 4, bottom: 2, color: 'common.white', textShadow: '0 0 3px #000' }}>
                    {tDb(`db.photo.${kind}` as DatabaseMessageKey)}
                  </Typography>
                </Box>
              )),
            )}
          </Box>
        </Box>
      ))}
    </ChartCard>
  );
}
