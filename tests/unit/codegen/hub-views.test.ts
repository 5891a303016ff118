import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { emitHubs } from '../../../codegen/emit/hubs.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
type Hub = { hub: Record<string, any>[] };
const hubOf = (d: { routes: Record<string, { view: Hub }> }, id: string) => d.routes[id]!.view.hub;

describe('hub views', { timeout: 30_000 }, () => {
  it('are declared in the page manifest: sections of tiles, widgets, notes and buttons, in order', () => {
    const database = model.routes.find((r) => r.id === 'database/database')!;
    expect(database.view.kind).toBe('hub');
    const sections = database.view.kind === 'hub' ? database.view.sections : [];
    expect(sections.map((s) => Object.keys(s).sort().join('+'))).toEqual(['widget', 'tiles+title', 'tiles+title', 'note']);
  });

  it('emit the icons they name, one import each, and the widget names the web must give', () => {
    const hubs = emitHubs(model);
    expect(hubs).toContain("import DeviceThermostat from '@mui/icons-material/DeviceThermostat';");
    expect(hubs).toContain("import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';");
    expect(hubs).toMatch(/export const hubWidgetNames = \[[^\]]*"DatabaseAreaHeadline",[^\]]*"NoticeDigestSwitch",[^\]]*"UserProfileCard"\n\] as const;/);
    expect(hubs).toContain('export const hubBadgeNames = [\n  "UnreadNotices"\n] as const;');
    expect(hubs).toContain('export const hubConditionNames = [\n  "signedOut",\n  "member",');
  });

  it('report a route no manifest defines, with file and key path', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d) => ((hubOf(d, 'transaction')[0]!.tiles as { route: string }[])[1]!.route = 'transaction/no-such-list'));
    expect(problemsOf(root)).toContain(
      'spec/pages/transaction.yaml: /routes/transaction/view/hub/0/tiles/1/route: names route "transaction/no-such-list", which spec/pages/ does not define',
    );
  });

  it('report an icon @mui/icons-material does not have', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d) => ((hubOf(d, 'transaction')[2]!.action as { icon: string }).icon = 'PostAddd'));
    expect(problemsOf(root)).toContain(
      'spec/pages/transaction.yaml: /routes/transaction/view/hub/2/action/icon: names icon "PostAddd", which @mui/icons-material does not have',
    );
  });

  it('refuse a section that is two kinds at once, or a key no section takes', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d) => {
      const hub = hubOf(d, 'transaction');
      hub[1]!.note = { en: 'Today', zh: '今天' };
      hub[2]!.colour = 'red';
    });
    const problems = problemsOf(root).filter((p) => p.startsWith('spec/pages/transaction.yaml: /routes/transaction/view/hub/'));
    expect(problems.some((p) => p.startsWith('spec/pages/transaction.yaml: /routes/transaction/view/hub/1'))).toBe(true);
    expect(problems.some((p) => p.startsWith('spec/pages/transaction.yaml: /routes/transaction/view/hub/2') && p.includes('colour'))).toBe(true);
  });

  it('are lists of links for whom their conditions name: the user centre by sign-in state and role', () => {
    const user = model.routes.find((r) => r.id === 'entry/user')!;
    const sections = user.view.kind === 'hub' ? user.view.sections : [];
    expect(sections.map((s) => s.when ?? 'everyone')).toEqual(['member', 'signedOut', 'member', 'everyone', 'member', 'everyone']);
    const links = sections.flatMap((s) => ('links' in s && Array.isArray(s.links) ? s.links : []));
    expect(links.find((l) => 'route' in l && l.route === 'admin/console')).toMatchObject({ when: 'operator', testId: 'user-operator-console' });
    const admin = model.routes.find((r) => r.id === 'admin/console')!;
    expect(admin.view.kind === 'hub' && admin.view.sections[1]).toEqual({ testId: 'admin-hub', links: 'console' });
  });

  it('report a condition, widget, badge or command the web does not give, with file and key path', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d) => {
      const hub = hubOf(d, 'user');
      hub[0]!.when = 'vip';
      hub[1]!.widget = 'SignInCardd';
      hub[2]!.links[0].badge = 'UnreadNews';
      hub[2]!.links[1].widget = 'NoSuchRow';
      hub[2]!.links[2].when = 'admin';
      hub[4]!.action.run = 'signOff';
    });
    const at = 'spec/pages/entry.yaml: /routes/user/view/hub';
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        `${at}/0/when: names condition "vip", which is not one of signedOut, member, agent, notAgent, pioneer, notPioneer, operator`,
        `${at}/1/widget: names widget "SignInCardd", which src/web/overrides/hub-widgets.ts does not give in hubWidgets`,
        `${at}/2/links/0/badge: names badge "UnreadNews", which src/web/overrides/hub-widgets.ts does not give in hubBadges`,
        `${at}/2/links/1/widget: names widget "NoSuchRow", which src/web/overrides/hub-widgets.ts does not give in hubWidgets`,
        `${at}/2/links/2/when: names condition "admin", which is not one of signedOut, member, agent, notAgent, pioneer, notPioneer, operator`,
        `${at}/4/action/run: names command "signOff", which is not one of signOut`,
      ]),
    );
  });

  it('report a link to a route no manifest defines, an unknown icon, and a key no link takes', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/agent.yaml', (d) => {
      const links = hubOf(d, 'agent')[2]!.links;
      links[0].route = 'agent/no-such-page';
      links[1].icon = 'Warehous';
    });
    const at = 'spec/pages/agent.yaml: /routes/agent/view/hub/2/links';
    expect(problemsOf(root)).toEqual([
      `${at}/1/icon: names icon "Warehous", which @mui/icons-material does not have`,
      `${at}/0/route: names route "agent/no-such-page", which spec/pages/ does not define`,
    ]);
    editYaml(root, 'spec/pages/agent.yaml', (d) => (hubOf(d, 'agent')[2]!.links[2].colour = 'red'));
    expect(problemsOf(root)).toEqual([`${at}/2: unknown key "colour"`]);
  });

  it('refuse a button that both opens a route and runs a command', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d) => (hubOf(d, 'user')[4]!.action.route = 'entry/login'));
    expect(problemsOf(root)).toEqual(['spec/pages/entry.yaml: /routes/user/view/hub/4/action: a button takes route or run, not both']);
  });

  it('check the lists of tabs as a list view: its endpoint, item and parameters', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/famous-person.yaml', (d) => {
      const tabs = hubOf(d, 'person-center')[4]!.tabs;
      tabs[0].list.params.isDraft = 'no';
      tabs[2].list.item = 'noSuchItem';
    });
    const at = 'spec/pages/famous-person.yaml: /routes/person-center/view/hub/4/tabs';
    expect(problemsOf(root)).toEqual([
      `${at}/0/list/params/isDraft: "no" must be boolean (input "isDraft" of endpoint "garlicPioneerArticle.findByMyPage")`,
      `${at}/2/list/item: names item template "noSuchItem", which spec/items/ does not define`,
    ]);
  });

  it('head a page with a banner whose button opens a route; tabs of lists carry their filters', () => {
    const index = model.routes.find((r) => r.id === 'famous-person/index')!;
    const sections = index.view.kind === 'hub' ? index.view.sections : [];
    expect(sections[0]).toMatchObject({ banner: { link: { route: 'famous-person/person-center', testId: 'pioneer-centre-link' } } });
    const hubs = emitHubs(model);
    expect(hubs).toContain('"filters": [\n              "goodsId"\n            ],\n            "filterFields": {\n              "goodsId": {');
  });

  it('report a banner link to a route no manifest defines, a banner below the first section, and a key a banner does not take', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/famous-person.yaml', (d) => {
      const hub = hubOf(d, 'index');
      hub[0]!.banner.link.route = 'famous-person/no-such-centre';
      hub.push({ banner: { title: { en: 'Again', zh: '再来' } } });
    });
    const at = 'spec/pages/famous-person.yaml: /routes/index/view/hub';
    expect(problemsOf(root)).toEqual([
      `${at}/2/banner: a banner heads the page: only the first section takes one`,
      `${at}/0/banner/link/route: names route "famous-person/no-such-centre", which spec/pages/ does not define`,
    ]);
    editYaml(root, 'spec/pages/famous-person.yaml', (d) => (hubOf(d, 'index')[0]!.banner.colour = 'red'));
    expect(problemsOf(root).some((p) => p.startsWith(`${at}/0/banner`) && p.includes('colour'))).toBe(true);
  });

  it('report a tab filter that is not an input of its endpoint', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/famous-person.yaml', (d) => (hubOf(d, 'index')[1]!.tabs[1].list.filters = ['colour']));
    expect(problemsOf(root)).toEqual([
      'spec/pages/famous-person.yaml: /routes/index/view/hub/1/tabs/1/list: filter "colour" is not an input of endpoint "garlicPioneerArticle.findByPage"',
    ]);
  });

  it('show one list under a title, its inputs taken from the route: a pioneer’s articles by the page’s id', () => {
    const page = model.routes.find((r) => r.id === 'famous-person/person-detail')!;
    const sections = page.view.kind === 'hub' ? page.view.sections : [];
    expect(sections[2]).toMatchObject({ list: { endpoint: 'garlicPioneerArticle.findByPage', item: 'pioneerArticle' }, routeParams: { pioneerId: 'id' } });
  });

  it('report a route parameter that is not an input of the list, or one params already sets, and routeParams off a list', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/famous-person.yaml', (d) => {
      const hub = hubOf(d, 'person-detail');
      hub[2]!.routeParams = { writerId: 'id', goodsId: 'variety' };
      hub[2]!.list.params = { goodsId: '1' };
      hub[0]!.routeParams = { pioneerId: 'id' };
    });
    const at = 'spec/pages/famous-person.yaml: /routes/person-detail/view/hub';
    expect(problemsOf(root)).toEqual([
      `${at}/0/routeParams: only a list section takes routeParams`,
      `${at}/2/routeParams/writerId: parameter "writerId" is not an input of endpoint "garlicPioneerArticle.findByPage"`,
      `${at}/2/routeParams/goodsId: parameter "goodsId" is already set in params`,
    ]);
  });

  it('report a card with an unknown icon', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/agent.yaml', (d) => (hubOf(d, 'cold-storage-certification')[0]!.card.icon = 'Verifed'));
    expect(problemsOf(root)).toEqual([
      'spec/pages/agent.yaml: /routes/cold-storage-certification/view/hub/0/card/icon: names icon "Verifed", which @mui/icons-material does not have',
    ]);
  });

  it('refuse a key no card takes, and a card with nothing to show', () => {
    const root = copySpec();
    const at = 'spec/pages/agent.yaml: /routes/cold-storage-certification/view/hub';
    editYaml(root, 'spec/pages/agent.yaml', (d) => {
      const hub = hubOf(d, 'cold-storage-certification');
      hub[0]!.card.colour = 'red';
      hub.push({ card: { icon: 'Verified' } });
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${at}/0/card: unknown key "colour"`);
    expect(problems.some((p) => p.startsWith(`${at}/3/card`))).toBe(true);
  });

  it('refuse a button tone other than danger or quiet', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/agent.yaml', (d) => (hubOf(d, 'cold-storage-certification')[2]!.action.tone = 'loud'));
    expect(problemsOf(root).some((p) => p.startsWith('spec/pages/agent.yaml: /routes/cold-storage-certification/view/hub/2/action/tone'))).toBe(true);
  });

  it('gate a route by a condition: its when names one, its otherwise sections are checked as a hub', () => {
    const root = copySpec();
    type Gated = { when?: string; otherwise?: Record<string, any>[] };
    const route = (d: unknown, id: string) => (d as { routes: Record<string, Gated> }).routes[id]!;
    editYaml(root, 'spec/pages/agent.yaml', (d) => {
      route(d, 'inventory').when = 'vip';
      route(d, 'inventory-list').otherwise = [{ action: { route: 'agent/no-such-page', icon: 'Verified', label: { en: 'Go', zh: '去' } } }];
    });
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        'spec/pages/agent.yaml: /routes/inventory/when: names condition "vip", which is not one of signedOut, member, agent, notAgent, pioneer, notPioneer, operator',
        'spec/pages/agent.yaml: /routes/inventory-list/otherwise/0/action/route: names route "agent/no-such-page", which spec/pages/ does not define',
      ]),
    );
  });

  it('refuse otherwise without when, and tabs among the otherwise sections', () => {
    const root = copySpec();
    type Gated = { when?: string; otherwise?: Record<string, any>[] };
    const route = (d: unknown, id: string) => (d as { routes: Record<string, Gated> }).routes[id]!;
    editYaml(root, 'spec/pages/agent.yaml', (d) => delete route(d, 'inventory').when);
    expect(problemsOf(root).some((p) => p.startsWith('spec/pages/agent.yaml: /routes/inventory') && p.includes('when'))).toBe(true);
    const tab = { title: { en: 'Mine', zh: '我的' }, list: { endpoint: 'coldStorageAuth.findByMyPage', item: 'myColdStorage' } };
    editYaml(root, 'spec/pages/agent.yaml', (d) => {
      route(d, 'inventory').when = 'agent';
      route(d, 'inventory-detail').otherwise = [{ tabs: [tab, tab] }];
    });
    expect(problemsOf(root)).toContain(
      'spec/pages/agent.yaml: /routes/inventory-detail/otherwise/0/tabs: tabs of lists belong in a hub view, not in otherwise',
    );
  });
});
