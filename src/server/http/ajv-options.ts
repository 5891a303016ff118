/** How the calls' input is checked: the options of Fastify's Ajv (app.ts), and of the test that checks the calls' schemas. */
export const AJV_OPTIONS = { removeAdditional: false, useDefaults: true, coerceTypes: 'array', allErrors: false, multipleOfPrecision: 8 } as const;
