import { parse } from 'csv-parse/sync';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { entityMeta } from '../engine/rows.ts';
import { plainSchema } from '../engine/route-schemas.ts';
import { rowChecks } from './row-checks.ts';

export interface RowProblem {
  line: number;
  message: string;
}

export interface ParsedImport {
  rows: Record<string, unknown>[];
  problems: RowProblem[];
}

function coerce(type: string, raw: string): unknown {
  const text = raw.trim();
  if (text === '') return undefined;
  if (type === 'number' || type === 'integer') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (type === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (type === 'boolean') return ['1', 'true', 'yes'].includes(text.toLowerCase()) ? true : ['0', 'false', 'no'].includes(text.toLowerCase()) ? false : text;
  return text;
}

/**
 * Reads a CSV whose header names the entity's fields and checks every row against the entity's
 * schema from the manifests. Problems name the CSV line (the header is line 1) and the field.
 */
export function parseImport(entityName: string, csv: string): ParsedImport {
  const meta = entityMeta(entityName);
  const records = parse(csv, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: false }) as Record<string, string>[];
  const header = records.length > 0 ? Object.keys(records[0]!) : (csv.split(/\r?\n/)[0] ?? '').split(',').map((h) => h.trim());
  const problems: RowProblem[] = [];
  const unknown = header.filter((h) => !meta.fields[h]);
  if (unknown.length > 0)
    problems.push({ line: 1, message: `unknown column(s) ${unknown.join(', ')}; the columns are ${Object.keys(meta.fields).join(', ')}` });
  const schema = plainSchema({ $ref: `#/components/schemas/${entityName}Row` }) as Record<string, unknown>;
  const required = Object.entries(meta.fields)
    .filter(([, f]) => (f as { required?: boolean }).required)
    .map(([n]) => n);
  const ajv = new Ajv({ allErrors: false, strict: false, multipleOfPrecision: 8 });
  addFormats.default(ajv);
  const validate = ajv.compile({ ...schema, required: required.filter((n) => n !== meta.id), additionalProperties: false });
  const rows: Record<string, unknown>[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const row: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(record)) {
      const field = meta.fields[name];
      if (!field) continue;
      const value = coerce(field.type, raw);
      if (value !== undefined) row[name] = value;
    }
    if (!validate(row)) {
      const e = validate.errors![0]!;
      const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.slice(1);
      // A pattern's own words ("must be a month as YYYY-MM") read better than the regular expression.
      const patternMessage = e.keyword === 'pattern' ? (meta.fields[field] as { patternMessage?: { en: string } } | undefined)?.patternMessage?.en : undefined;
      // A row schema lets an optional field be null (a reply presents a missing value so); a CSV cell is
      // never null, so the message leaves null out.
      const allowed = e.keyword === 'enum' ? `must be one of ${(e.params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}` : undefined;
      const typed =
        e.keyword === 'type'
          ? `must be ${String(e.params.type)
              .split(',')
              .filter((t) => t !== 'null')
              .join(' or ')}`
          : undefined;
      const reason = patternMessage ?? allowed ?? typed ?? e.message ?? 'is invalid';
      problems.push({ line, message: e.keyword === 'required' ? `${field} is required` : `${field} ${reason} (got "${String(record[field] ?? '')}")` });
      return;
    }
    const crossCheck = rowChecks[entityName]?.(row);
    if (crossCheck) {
      problems.push({ line, message: crossCheck });
      return;
    }
    rows.push(row);
  });
  return { rows, problems };
}
