import type { SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';

/** generated/hubs.ts: each hub route's sections, the Material icons they name (imported one by one) and the widget names. */
export function emitHubs(model: SpecModel): string {
  const hubs = model.routes.flatMap((r) => (r.view.kind === 'hub' ? [[r.id, r.view.sections] as const] : []));
  const sections = hubs.flatMap(([, list]) => list);
  const icons = [...new Set(sections.flatMap((s) => ('tiles' in s ? s.tiles.map((t) => t.icon) : 'action' in s ? [s.action.icon] : [])))].sort();
  const widgets = [...new Set(sections.flatMap((s) => ('widget' in s ? [s.widget] : [])))].sort();
  return renderModule(
    icons.map((icon) => `import ${icon} from '@mui/icons-material/${icon}';`),
    [
      `/** The icons the hubs name. */\nexport const hubIcons = { ${icons.join(', ')} };`,
      'export type HubIconName = keyof typeof hubIcons;',
      `/** Routes whose view is a hub: its sections in order. */\nexport const hubViews = ${json(Object.fromEntries(hubs))} as const;`,
      `/** The hand-written blocks the hubs name: src/web/overrides/hub-widgets.ts must give each. */\nexport const hubWidgetNames = ${json(widgets)} as const;`,
      'export type HubWidgetName = (typeof hubWidgetNames)[number];',
    ],
  );
}
