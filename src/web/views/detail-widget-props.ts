import type { Row } from '../../shared/view-types.ts';

/** What a detail view's named widget (view.detail `widgets:`, src/web/overrides/detail-widgets.ts) is given. */
export interface DetailWidgetProps {
  row: Row;
  refetch: () => void;
}
