import type { FirstCall, JsonSchema } from './model-types.ts';
import type { Context } from './page-context.ts';
import { breaksSchema } from './check-field-rules.ts';
import { propertiesOf, rowFields } from './chart-view-shapes.ts';

/**
 * A route's `firstCalls:` (decision 0147): reads the app starts as it opens on that route, before the
 * page's own code has loaded. Each must be a read (GET) spec/endpoints/ defines, with every input it
 * requires and each value within its input's rule; a problem names the file and the key path.
 */
export function buildFirstCalls(file: string, at: string, raw: readonly FirstCall[] | undefined, ctx: Context): FirstCall[] | undefined {
  if (!raw) return undefined;
  return raw.map((call, i) => {
    const path = `${at}/firstCalls/${i}`;
    const problem = (key: string, message: string) => ctx.problems.push({ file, path: `${path}${key}`, message });
    const op = ctx.ops.get(call.call);
    const input = call.input ?? {};
    if (!op) problem('/call', `names endpoint "${call.call}", which spec/endpoints/ does not define`);
    else if (op.method !== 'GET') problem('/call', `endpoint "${call.call}" is a ${op.method}: only reads are fetched before a page asks`);
    else {
      const inputs = (op.input.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, value] of Object.entries(input)) {
        const schema = inputs[name];
        const why = schema ? breaksSchema(value, schema) : `is not an input of endpoint "${call.call}"`;
        if (why) problem(`/input/${name}`, schema ? `${JSON.stringify(value)} ${why} (input "${name}" of endpoint "${call.call}")` : `"${name}" ${why}`);
      }
      for (const name of (op.input.required ?? []) as string[])
        if (!(name in input) && inputs[name]?.default === undefined) problem('/input', `endpoint "${call.call}" requires input "${name}"`);
      if (call.preloadImage !== undefined) {
        const fields = rowFields(op.output, ctx) ?? propertiesOf(op.output, ctx) ?? {};
        const field = fields[call.preloadImage];
        if (!field) problem('/preloadImage', `"${call.preloadImage}" is not a field of the reply of endpoint "${call.call}" (or of its rows)`);
        else if (![field.type].flat().includes('string')) problem('/preloadImage', `field "${call.preloadImage}" is not a string, so it holds no image path`);
      }
    }
    return { call: call.call, input, ...(call.preloadImage ? { preloadImage: call.preloadImage } : {}) };
  });
}
