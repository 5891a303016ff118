import type { components } from '../../../../generated/api.d.ts';
import { PALETTE } from '../../charts/palette.ts';

export type ExportYearTotal = components['schemas']['exportYearTotal'];

export const EXPORT_COLOR = PALETTE.orange;
export const BEFORE_COLOR = '#90a4ae';
