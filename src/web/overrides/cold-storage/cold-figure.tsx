import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One headline figure of the cold-storage pages: a caption over a bold value. */
export function ColdFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper sx={{ p: 1.25 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {value}
      </Typography>
    </Paper>
  );
}
