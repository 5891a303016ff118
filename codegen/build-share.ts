import { compileTemplate } from './compile-template.ts';
import { checkTemplate, entityFields, type Context } from './page-context.ts';
import type { EntityModel, ShareModel, ShareText, ViewModel } from './model-types.ts';

export type RawShare = Omit<ShareModel, 'entity'> & { entity?: string };

/** The entity whose row fills a page's share templates: a detail view's, or the one a custom view names. */
function rowEntity(file: string, at: string, raw: RawShare, view: ViewModel, ctx: Context): EntityModel | undefined {
  if (raw.entity !== undefined) {
    if (view.kind !== 'custom')
      ctx.problems.push({
        file,
        path: `${at}/entity`,
        message: `only a custom view names its share entity; a ${view.kind} view fills the card from its own row, if it has one`,
      });
    const entity = ctx.entities.get(raw.entity);
    if (!entity) ctx.problems.push({ file, path: `${at}/entity`, message: `names entity "${raw.entity}", which spec/entities/ does not define` });
    return entity;
  }
  if (view.kind !== 'detail') return undefined;
  const entityName = ctx.ops.get(view.endpoint)?.entity;
  return entityName === undefined ? undefined : ctx.entities.get(entityName);
}

function checkText(file: string, path: string, text: ShareText, entity: EntityModel | undefined, ctx: Context) {
  const sources: [string, string][] =
    typeof text === 'string'
      ? [[path, text]]
      : [
          [`${path}/en`, text.en],
          [`${path}/zh`, text.zh],
        ];
  for (const [at, source] of sources) {
    checkTemplate(file, at, source, entity && entityFields(entity), ctx);
    if (entity) continue;
    try {
      for (const field of compileTemplate(source).fields)
        ctx.problems.push({
          file,
          path: at,
          message: `template names field "${field}", but the page has no row to fill it (a detail view has one; a custom view names it with share.entity)`,
        });
    } catch {
      // checkTemplate reported it.
    }
  }
}

/**
 * Checks a page's share card (view.share): its templates against the row's entity (or, without a
 * row, that they name no field), and its image, a file field of the row or a path of the app's own.
 */
export function buildShare(file: string, at: string, raw: RawShare, view: ViewModel, ctx: Context): ShareModel {
  const entity = rowEntity(file, at, raw, view, ctx);
  if (raw.title !== undefined) checkText(file, `${at}/title`, raw.title, entity, ctx);
  if (raw.desc !== undefined) checkText(file, `${at}/desc`, raw.desc, entity, ctx);
  if (raw.image !== undefined && !raw.image.startsWith('/')) {
    const field = entity?.fields.find((f) => f.name === raw.image);
    if (!entity)
      ctx.problems.push({
        file,
        path: `${at}/image`,
        message: `"${raw.image}" is neither a path of the app's own (/icons/…) nor a field: the page has no row`,
      });
    else if (!field) ctx.problems.push({ file, path: `${at}/image`, message: `names field "${raw.image}", which entity "${entity.name}" does not have` });
    else if (field.type !== 'file' && field.type !== 'files')
      ctx.problems.push({ file, path: `${at}/image`, message: `field "${raw.image}" is not a file field` });
  }
  return { ...raw, ...(entity ? { entity: entity.name } : {}) };
}
