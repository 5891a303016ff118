import { HUB_CONDITIONS, type HubSection, type SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';
import { listViewData } from './registries.ts';

const linksOf = (s: HubSection) => ('links' in s && Array.isArray(s.links) ? s.links : []);

function iconsOf(s: HubSection): (string | undefined)[] {
  if ('tiles' in s) return s.tiles.map((t) => t.icon);
  if ('action' in s) return [s.action.icon];
  if ('card' in s) return [s.card.icon];
  return linksOf(s).map((l) => ('icon' in l ? l.icon : undefined));
}

const widgetsOf = (s: HubSection): string[] =>
  ['widget' in s ? s.widget : undefined, ...linksOf(s).map((l) => ('widget' in l ? l.widget : undefined))].filter((w) => w !== undefined);
const sorted = (names: (string | undefined)[]) => [...new Set(names.filter((n) => n !== undefined))].sort();

/** generated/hubs.ts: each hub route's sections, each gated route's condition and otherwise sections, the Material icons they name (imported one by one), the widget, badge and condition names. */
export function emitHubs(model: SpecModel): string {
  const hubs = model.routes.flatMap((r) => (r.view.kind === 'hub' ? [[r.id, r.view.sections] as const] : []));
  // A list (or a tab's) carries its filters' labels and choices, as a list route's does.
  const withFilters = hubs.map(([id, list]) => [
    id,
    list.map((s) =>
      'tabs' in s
        ? { ...s, tabs: s.tabs.map((tab) => ({ ...tab, list: listViewData(model, tab.list) })) }
        : 'list' in s
          ? { ...s, list: listViewData(model, s.list) }
          : s,
    ),
  ]);
  const gates = model.routes.flatMap((r) => (r.gate ? [[r.id, r.gate] as const] : []));
  const sections = [...hubs.flatMap(([, list]) => list), ...gates.flatMap(([, gate]) => gate.otherwise)];
  const icons = sorted(sections.flatMap(iconsOf));
  const widgets = sorted(sections.flatMap(widgetsOf));
  const badges = sorted(sections.flatMap((s) => linksOf(s).map((l) => ('badge' in l ? l.badge : undefined))));
  return renderModule(
    icons.map((icon) => `import ${icon} from '@mui/icons-material/${icon}';`),
    [
      `/** The icons the hubs name. */\nexport const hubIcons = { ${icons.join(', ')} };`,
      'export type HubIconName = keyof typeof hubIcons;',
      `/** Routes whose view is a hub: its sections in order. */\nexport const hubViews = ${json(Object.fromEntries(withFilters))} as const;`,
      `/** Routes shown only to whom a hub condition names (route when:), and the hub sections anyone else sees. */\nexport const routeGates = ${json(Object.fromEntries(gates))} as const;`,
      `/** The hand-written blocks the hubs name: src/web/overrides/hub-widgets.ts must give each. */\nexport const hubWidgetNames = ${json(widgets)} as const;`,
      'export type HubWidgetName = (typeof hubWidgetNames)[number];',
      `/** The counts the hubs' links show: src/web/overrides/hub-widgets.ts must give each. */\nexport const hubBadgeNames = ${json(badges)} as const;`,
      'export type HubBadgeName = (typeof hubBadgeNames)[number];',
      `/** Who a section or link may be for: src/web/views/hub-conditions.ts answers each. */\nexport const hubConditionNames = ${json(HUB_CONDITIONS)} as const;`,
      'export type HubCondition = (typeof hubConditionNames)[number];',
    ],
  );
}
