import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';
import { decideRoute, redirectParam, safeInAppPath } from '../../../src/web/router/route-guard.ts';
import { consoleEntries } from '../../../src/web/admin/console-entries.ts';

// The operator role's rules (decision 0035): operator calls and only they live under /admin; a console
// entry belongs to an operator route; the OpenAPI document carries the level.
describe('the operator auth level in the manifests', () => {
  it('is refused on a call outside /admin', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/feedback.yaml', (d: any) => ((Object.values(d.calls)[0] as any).auth = 'operator'));
    expect(problemsOf(root).some((p) => p.includes('an operator call lives under /admin'))).toBe(true);
  });

  it('is required of every call under /admin', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/admin-audit.yaml', (d: any) => (d.calls.findByPage.auth = 'login'));
    expect(problemsOf(root)).toContain('spec/endpoints/admin-audit.yaml: /calls/findByPage/auth: every call under /admin needs auth operator');
  });

  it('a console entry needs an operator route', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/admin.yaml', (d: any) => (d.routes.audit.auth = 'login'));
    expect(problemsOf(root)).toContain('spec/pages/admin.yaml: /routes/audit/console: a console entry needs auth operator');
  });

  it('reaches the OpenAPI document as x-auth with a bearer security requirement', () => {
    const doc = JSON.parse(readFileSync(join(repoRoot, 'generated/openapi.json'), 'utf8'));
    const op =
      doc.paths['/admin/audit/findByPage']?.get ??
      Object.values(doc.paths as Record<string, any>)
        .map((p) => p.get)
        .find((g) => g?.operationId === 'adminAudit.findByPage');
    expect(op['x-auth']).toBe('operator');
    expect(op.security).toEqual([{ bearer: [] }]);
  });
});

describe('console routes in the web', () => {
  it('send a signed-out visitor to sign in and bring them back to the console', () => {
    const decision = decideRoute({ pathname: '/admin/audit', search: '', loggedIn: false });
    expect(decision.action).toBe('redirect');
    const to = decision.action === 'redirect' ? decision.to : '';
    expect(to.startsWith('/pages/login?')).toBe(true);
    expect(redirectParam(to.slice(to.indexOf('?')))).toBe('/admin/audit');
    expect(decideRoute({ pathname: '/admin', search: '', loggedIn: true })).toEqual({ action: 'render' });
  });

  it('are safe redirect targets, and only they besides /pages/', () => {
    expect(safeInAppPath('/admin')).toBe('/admin');
    expect(safeInAppPath('/admin/audit')).toBe('/admin/audit');
    expect(safeInAppPath('/administrator')).toBeNull();
    expect(safeInAppPath('/admin//evil.example')).toBeNull();
  });

  it('list the hub entries the manifests declare, in order, all of them operator routes', () => {
    const entries = consoleEntries();
    expect(entries.map((e) => e.id)).toContain('admin/audit');
    expect(entries.every((e) => e.auth === 'operator')).toBe(true);
    expect(entries.map((e) => e.console.order)).toEqual([...entries.map((e) => e.console.order)].sort((a, b) => a - b));
  });
});
