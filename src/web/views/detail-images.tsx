import Box from '@mui/material/Box';

/** The photos of a detail page, three to a row; each opens full size. */
export function DetailImages({ paths }: { paths: string[] }) {
  if (paths.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, px: 2, py: 1 }} data-testid="detail-images">
      {paths.map((path) => (
        <a key={path} href={path} target="_blank" rel="noreferrer">
          <Box component="img" src={path} alt="" loading="lazy"
            sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.100' }} />
        </a>
      ))}
    </Box>
  );
}
