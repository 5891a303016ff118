import { memo } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ItemView } from './list-item-model.ts';

interface Props {
  item: ItemView;
  onOpen?: (item: ItemView) => void;
}

// Titles and lines wrap: an ellipsis cut grade names and place names short at 390 px (issue 14.4).
const oneLine = { overflowWrap: 'anywhere' } as const;

function ItemBody({ item }: { item: ItemView }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'flex-start' }}>
      {item.avatar && (
        // A plain round box, not MUI's Avatar: this card is on the home page's first load.
        <Box
          sx={{
            width: 56,
            height: 56,
            flexShrink: 0,
            borderRadius: '50%',
            overflow: 'hidden',
            bgcolor: 'primary.main',
            color: 'common.white',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 24,
          }}
        >
          {item.image ? <Box component="img" src={item.image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : Array.from(item.title)[0]}
        </Box>
      )}
      {item.image && !item.avatar && (
        <Box
          component="img"
          src={item.image}
          alt=""
          loading="lazy"
          sx={{ width: item.imageWide ? 128 : 84, height: item.imageWide ? 72 : 84, flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
        />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {item.badge && <Chip label={item.badge} size="small" color="primary" variant="outlined" />}
          <Typography variant="subtitle1" sx={{ fontWeight: 600, ...oneLine, flex: item.chips ? 1 : undefined }}>
            {item.title}
          </Typography>
          {item.chips?.map((c, i) => (
            <Chip key={i} label={c.label} size="small" color={c.color} data-testid={c.testId} />
          ))}
        </Stack>
        {item.highlight && (
          <Typography variant="subtitle1" sx={{ color: 'accent.main', fontWeight: 700 }}>
            {item.highlight}
          </Typography>
        )}
        {item.lines.map((line, i) => (
          <Typography key={i} variant="body2" color="text.secondary" sx={oneLine}>
            {line}
          </Typography>
        ))}
        {item.notes?.map((n, i) => (
          <Typography key={i} variant="body2" sx={oneLine} data-testid={n.testId}>
            {n.text}
          </Typography>
        ))}
        {item.meta && (
          <Typography variant="caption" color="text.disabled" sx={oneLine}>
            {item.meta}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * One row of a generic list, as a card; tapping it opens the item's link route. Memoised: the list
 * re-renders at once when its store changes and renders new rows after (decision 0140).
 */
export const ListItemCard = memo(function ListItemCard({ item, onOpen }: Props) {
  return (
    <Card data-testid="list-item" variant="outlined">
      {item.link && onOpen ? (
        <CardActionArea onClick={() => onOpen(item)}>
          <ItemBody item={item} />
        </CardActionArea>
      ) : (
        <ItemBody item={item} />
      )}
    </Card>
  );
});
