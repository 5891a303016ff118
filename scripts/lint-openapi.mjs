// npm run lint:openapi: Redocly's recommended rules on the OpenAPI document codegen writes; any error fails.
import { createConfig, formatProblems, getTotals, lint } from '@redocly/openapi-core';

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // Every entity's row is published for clients (generated/api.d.ts), whether or not one call answers it whole.
    'no-unused-components': 'off',
    // A private product: no licence to state.
    'info-license': 'off',
  },
});
const problems = await lint({ ref: 'generated/openapi.json', config });
const totals = getTotals(problems);
formatProblems(problems, { format: 'stylish', totals, version: 'openapi-core', maxProblems: 100 });
console.log(`redocly lint generated/openapi.json: ${totals.errors} errors, ${totals.warnings} warnings`);
process.exit(totals.errors > 0 ? 1 : 0);
