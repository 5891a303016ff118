import type { TemplateHelpers } from '../../../shared/view-types.ts';
import { useTemplateHelpers } from '../../views/use-template-helpers.ts';

const NO_FIELDS = {};
const DICTS = ['varieties', 'region'] as const;

/** Variety and region names in the viewer's language (the server names them in Chinese). */
export function useNames(): Pick<TemplateHelpers, 'dict'> {
  return useTemplateHelpers(NO_FIELDS, DICTS);
}
