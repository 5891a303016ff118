import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ToggleKind } from '../../shared/view-types.ts';
import { tInteractions } from '../i18n/messages/interactions.ts';
import type { ToggleView } from './interaction-model.ts';

const ICONS: Record<ToggleKind, [typeof StarIcon, typeof StarIcon]> = {
  collection: [StarIcon, StarBorderIcon],
  agree: [ThumbUpIcon, ThumbUpOutlinedIcon],
  disagree: [ThumbDownIcon, ThumbDownOutlinedIcon],
};

function label(view: ToggleView): string {
  if (view.kind === 'collection') return tInteractions(view.active ? 'interactions.collected' : 'interactions.collect');
  return tInteractions(view.kind === 'agree' ? 'interactions.agree' : 'interactions.disagree');
}

interface Props {
  toggles: ToggleView[];
  busy: ToggleKind | null;
  reads: number | null;
  onTap: (kind: ToggleKind) => void;
}

/** Collect, agree and disagree with their counts and the viewer's state; the read count beside them. */
export function InteractionBar({ toggles, busy, reads, onTap }: Props) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', px: 2, py: 1.5 }} data-testid="interaction-bar">
      {toggles.map((view) => {
        const [On, Off] = ICONS[view.kind];
        const Icon = view.active ? On : Off;
        return (
          <Button
            key={view.kind}
            size="small"
            variant={view.active ? 'contained' : 'outlined'}
            color={view.kind === 'collection' ? 'warning' : 'primary'}
            disableElevation
            startIcon={<Icon fontSize="small" />}
            aria-pressed={view.active}
            disabled={busy !== null}
            onClick={() => onTap(view.kind)}
            data-testid={`interaction-${view.kind}`}
            sx={{ borderRadius: 4, minWidth: 0 }}
          >
            {label(view)} <span data-testid={`interaction-${view.kind}-count`}>&nbsp;{view.count}</span>
          </Button>
        );
      })}
      {reads !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="interaction-reads">
          <VisibilityOutlinedIcon fontSize="small" />
          {tInteractions('interactions.reads', { count: reads })}
        </Typography>
      )}
    </Stack>
  );
}
