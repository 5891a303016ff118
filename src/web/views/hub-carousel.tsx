import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { listItems } from '../../../generated/lists.ts';
import type { OperationId } from '../../../generated/client-operations.ts';
import type { RouteId } from '../../../generated/routes.ts';
import type { ItemTemplate, Row } from '../../shared/view-types.ts';
import { callOperation } from '../http/call-operation.ts';
import { pick } from '../i18n/translate.ts';
import { locationFor } from '../router/paths.ts';
import { ListItemCard } from './list-item-card.tsx';
import { renderItem, type ItemView } from './list-item-model.ts';
import type { HubSection } from './hub-shown.tsx';
import { useTemplateHelpers } from './use-template-helpers.ts';

type CarouselSection = Extract<HubSection, { carousel: unknown }>;
const templates: Record<string, ItemTemplate> = listItems;

/** A hub's carousel (decision 0152): a call's rows side by side, each a card of an item template opening its link. */
export function HubCarousel({ section }: { section: CarouselSection }) {
  const { call, item } = section.carousel;
  const template = templates[item]!;
  const helpers = useTemplateHelpers(template.fields, template.dicts);
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['stat', call, {}],
    queryFn: async () => (await (callOperation as (id: OperationId, input: object) => Promise<{ data: unknown }>)(call as OperationId, {})).data,
    staleTime: 60_000,
  });
  const items = useMemo(
    () => (Array.isArray(query.data) ? (query.data as Row[]) : []).map((row, i) => renderItem(template, row, helpers, i)),
    [query.data, template, helpers],
  );
  const open = (view: ItemView) => view.link && void navigate(locationFor(view.link.route as RouteId, view.link.params));
  const title = 'title' in section ? section.title : undefined;
  if (items.length === 0) return null;
  return (
    <>
      {title && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
          {pick(title)}
        </Typography>
      )}
      <Box
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', px: 1.5, py: 1, scrollSnapType: 'x mandatory', scrollPaddingInline: '12px' }}
        data-testid={'testId' in section ? section.testId : undefined}
      >
        {items.map((view) => (
          <Box key={view.key} sx={{ flex: '0 0 240px', scrollSnapAlign: 'start' }}>
            <ListItemCard item={view} onOpen={open} />
          </Box>
        ))}
      </Box>
    </>
  );
}
