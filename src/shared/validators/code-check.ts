import { idCardProblem, type IdCardProblem } from './id-card.ts';
import { isValidCreditCode } from './credit-code.ts';
import { validateOrganizationCode } from './organization-code.ts';

/** Manifest `check`: a code a field holds, checked beyond its pattern on the server and in the form. */
export type CodeCheck = 'idCard' | 'creditCode' | 'organizationCode';

export type CodeProblem = { kind: 'idCard'; problem: IdCardProblem } | { kind: 'creditCode' } | { kind: 'organizationCode'; expected?: string };

/** What is wrong with a value of the kind (no database needed), or undefined when it is valid. */
export function codeProblem(kind: CodeCheck, value: string, today = new Date()): CodeProblem | undefined {
  switch (kind) {
    case 'idCard': {
      const problem = idCardProblem(value, today);
      return problem ? { kind, problem } : undefined;
    }
    case 'creditCode':
      return isValidCreditCode(value) ? undefined : { kind };
    case 'organizationCode': {
      const { valid, expected } = validateOrganizationCode(value);
      return valid ? undefined : { kind, ...(expected ? { expected } : {}) };
    }
  }
}
