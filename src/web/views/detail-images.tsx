import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate.ts';

interface Props {
  paths: string[];
  /** The field the photos come from (names the block for tests). */
  field?: string;
  /** Shown above the photos when a page has several blocks of them. */
  label?: string;
}

/** The photos of a detail page, three to a row; each opens full size. */
export function DetailImages({ paths, field, label }: Props) {
  if (paths.length === 0) return null;
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid={field ? `detail-images-${field}` : undefined}>
      {label && (
        <Typography variant="subtitle2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
          {label}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }} data-testid="detail-images">
        {paths.map((path, i) => (
          <a key={path} href={path} target="_blank" rel="noreferrer" aria-label={t('views.detail.photo', { n: i + 1, count: paths.length })}>
            <Box
              component="img"
              src={path}
              alt=""
              loading="lazy"
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.100' }}
            />
          </a>
        ))}
      </Box>
    </Box>
  );
}
