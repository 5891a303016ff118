// Reads the seed's route and call checklist. The file is YAML in spirit, but one note nests quotes
// ("the seed lists a "{token}" variant …"), which no YAML parser accepts, so each entry is read as
// the one-line flow mapping it is.

export interface IndexRoute {
  path: string;
  auth: 'public' | 'login';
  refresh: boolean;
}

export interface IndexCall {
  method: 'GET' | 'POST' | 'QUERY';
  path: string;
  paged: boolean;
}

const ROUTE = /^\s*-\s*\{\s*path:\s*"([^"]+)",\s*auth:\s*(public|login),\s*refresh:\s*(true|false)\b/;
const CALL = /^\s*-\s*\{\s*method:\s*(GET|POST|QUERY),\s*path:\s*"([^"]+)"(.*)$/;

export function parseSpecIndex(text: string): { routes: IndexRoute[]; calls: IndexCall[] } {
  const routes: IndexRoute[] = [];
  const calls: IndexCall[] = [];
  let section = '';
  text.split('\n').forEach((line, i) => {
    const heading = /^(routes|calls):\s*$/.exec(line);
    if (heading) {
      section = heading[1]!;
      return;
    }
    if (!/^\s*-\s*\{/.test(line)) return;
    const route = section === 'routes' ? ROUTE.exec(line) : null;
    const call = section === 'calls' ? CALL.exec(line) : null;
    if (route) routes.push({ path: route[1]!, auth: route[2] as IndexRoute['auth'], refresh: route[3] === 'true' });
    else if (call) calls.push({ method: call[1] as IndexCall['method'], path: call[2]!, paged: /paged:\s*true/.test(call[3]!) });
    else throw new Error(`spec-index line ${i + 1} is neither a route nor a call: ${line.trim()}`);
  });
  return { routes, calls };
}
