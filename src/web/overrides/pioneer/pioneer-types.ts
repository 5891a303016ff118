import type { components } from '../../../../generated/api.d.ts';

type Schemas = components['schemas'];
export type PioneerDetail = Schemas['pioneerDetail'];
export type PioneerMine = Schemas['pioneerMine'];
export type PioneerFeeModel = Schemas['pioneerFeeModel'];
export type PioneerArticle = Schemas['pioneerArticleDetail'];
export type PioneerPayment = Schemas['pioneerPayment'];
export type PioneerIncome = Schemas['pioneerIncome'];
export type FileInfo = Schemas['fileInfo'];
