import Handlebars from 'handlebars';

type Node = hbs.AST.Node;
const HELPERS = new Set(['dict', 'enum', 'flag', 'label', 'unit', 'num', 'pct', 'money', 'short', 'ago', 'date', 'tr', 'labelled', 'place', 'month']);

export interface CompiledTemplate {
  /** A JavaScript expression of `r` (the row) and `h` (the helpers) that yields a string. */
  code: string;
  fields: string[];
}

function literal(node: Node): string {
  if (node.type === 'StringLiteral') return JSON.stringify((node as hbs.AST.StringLiteral).value);
  if (node.type === 'NumberLiteral') return String((node as hbs.AST.NumberLiteral).value);
  if (node.type === 'PathExpression') return `r[${JSON.stringify((node as hbs.AST.PathExpression).original)}]`;
  throw new Error(`unsupported ${node.type}`);
}

/**
 * Compiles a list or detail template ("{{num price}} {{unit 'price'}}") into a plain expression,
 * so the browser runs no template engine and the page's CSP needs no unsafe-eval.
 */
export function compileTemplate(source: string): CompiledTemplate {
  const ast = Handlebars.parse(source);
  const parts: string[] = [];
  const fields: string[] = [];
  for (const node of ast.body) {
    if (node.type === 'ContentStatement') {
      parts.push(JSON.stringify((node as hbs.AST.ContentStatement).value));
      continue;
    }
    if (node.type !== 'MustacheStatement') throw new Error(`only {{field}} and {{helper args}} are allowed, not ${node.type}`);
    const m = node as hbs.AST.MustacheStatement;
    const path = (m.path as hbs.AST.PathExpression).original;
    if (m.params.length === 0) {
      if (HELPERS.has(path)) throw new Error(`helper "${path}" needs arguments`);
      fields.push(path);
      parts.push(`h.text(r[${JSON.stringify(path)}])`);
      continue;
    }
    if (!HELPERS.has(path)) throw new Error(`unknown helper "${path}" (known: ${[...HELPERS].join(', ')})`);
    for (const p of m.params) if (p.type === 'PathExpression') fields.push((p as hbs.AST.PathExpression).original);
    parts.push(`h.${path}(${m.params.map(literal).join(', ')})`);
  }
  return { code: parts.length === 0 ? '""' : parts.join(' + '), fields };
}

/** The string arguments a template passes to one helper: the dictionary codes of `dict`, say. */
export function helperArguments(source: string, helper: string): string[] {
  const ast = Handlebars.parse(source);
  return ast.body
    .filter((n): n is hbs.AST.MustacheStatement => n.type === 'MustacheStatement')
    .filter((m) => (m.path as hbs.AST.PathExpression).original === helper)
    .map((m) => m.params[0])
    .filter((p): p is hbs.AST.StringLiteral => p?.type === 'StringLiteral')
    .map((p) => p.value);
}
