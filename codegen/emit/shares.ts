import { compileTemplate } from '../compile-template.ts';
import type { ShareText, SpecModel } from '../model-types.ts';
import { entityOf, templateDicts, templateFieldViews } from './field-views.ts';
import { json, renderModule } from './render.ts';

function fn(source: string): string {
  const { code } = compileTemplate(source);
  // A plain text takes neither the row nor the helpers.
  return code === JSON.stringify(source) ? `() => ${code}` : `(r, h) => ${code}`;
}

function textFn(text: ShareText | undefined): string {
  if (text === undefined) return 'null';
  return typeof text === 'string' ? fn(text) : `{ en: ${fn(text.en)}, zh: ${fn(text.zh)} }`;
}

function sourcesOf(text: ShareText | undefined): string[] {
  if (text === undefined) return [];
  return typeof text === 'string' ? [text] : [text.en, text.zh];
}

/** Every page's share card template and the app's default card; loaded only when a page shares. */
export function emitShares(model: SpecModel): string {
  const entries = model.routes.flatMap((r) => {
    const share = r.share;
    if (!share) return [];
    const entity = share.entity === undefined ? undefined : entityOf(model, share.entity);
    const sources = [...sourcesOf(share.title), ...sourcesOf(share.desc)];
    const image = share.image === undefined ? null : share.image.startsWith('/') ? { path: share.image } : { field: share.image };
    return [
      [
        `  ${JSON.stringify(r.id)}: {`,
        `    row: ${entity !== undefined},`,
        `    fieldViews: ${JSON.stringify(entity ? templateFieldViews(entity, sources) : {})},`,
        `    dicts: ${JSON.stringify(templateDicts(sources))},`,
        `    title: ${textFn(share.title)},`,
        `    desc: ${textFn(share.desc)},`,
        `    image: ${JSON.stringify(image)},`,
        '  },',
      ].join('\n'),
    ];
  });
  return renderModule(
    ["import type { ShareTemplate } from '../src/shared/view-types.ts';"],
    [
      `export const shareDefaults = ${json(model.app.share)} as const;`,
      `export const shareTemplates = {\n${entries.join('\n')}\n} satisfies Record<string, ShareTemplate>;`,
    ],
  );
}
