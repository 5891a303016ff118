import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hubIcons } from '../../../generated/hubs.ts';
import { pick } from '../i18n/translate.ts';
import type { HubSection } from './hub-shown.tsx';

type CardSection = Extract<HubSection, { card: unknown }>;

/** A hub's block of text (view.hub `card:`): a heading with its icon, a lead and numbered steps; with tone info, a notice. */
export function HubCard({ section }: { section: CardSection }) {
  const card = section.card;
  const testId = 'testId' in section ? section.testId : undefined;
  const text = 'text' in card ? pick(card.text) : undefined;
  if ('tone' in card && card.tone === 'info')
    return (
      <Box sx={{ px: 2, pt: 2 }} data-testid={testId}>
        <Alert severity="info">{text}</Alert>
      </Box>
    );
  const Icon = 'icon' in card ? hubIcons[card.icon] : undefined;
  return (
    <Paper sx={{ mx: 1.5, mt: 1.5, p: 2 }} data-testid={testId}>
      {'title' in card && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {Icon && <Icon color="primary" />}
          <Typography variant="h6" component="h1">
            {pick(card.title)}
          </Typography>
        </Stack>
      )}
      {text && (
        <Typography color="text.secondary" sx={{ mt: 'title' in card ? 1 : 0 }}>
          {text}
        </Typography>
      )}
      {'steps' in card && (
        <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 0, '& li': { py: 0.5 } }}>
          {card.steps.map((step, i) => (
            <li key={i}>
              <Typography>{pick(step)}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
