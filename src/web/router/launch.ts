import { loadAppConfig } from '../session/app-config.ts';
import { consumeOAuthCode } from '../session/oauth-code.ts';
import { cleanLaunchSearch, launchTarget } from './launch-rules.ts';

export interface LaunchOutcome {
  to: string | null;
}

let running: Promise<LaunchOutcome> | undefined;
let outcome: LaunchOutcome | undefined;
let targetTaken = false;
const listeners = new Set<() => void>();

async function registeredFromOAuth(search: string): Promise<boolean | null> {
  try {
    const result = await consumeOAuthCode(search);
    return result ? result.registered : null;
  } catch {
    return null;
  }
}

async function runLaunch(): Promise<LaunchOutcome> {
  const { search, hash, pathname } = window.location;
  void loadAppConfig().catch(() => undefined);
  const registered = await registeredFromOAuth(search);
  const cleaned = cleanLaunchSearch(search);
  if (cleaned !== search) window.history.replaceState(window.history.state, '', pathname + cleaned + window.location.hash);
  return { to: launchTarget({ search, hash, registered }) };
}

/** The launch handling of seed-spec.md section 2, run once per page load. */
export function launch(): Promise<LaunchOutcome> {
  running ??= runLaunch().then((result) => {
    outcome = result;
    listeners.forEach((listener) => listener());
    return result;
  });
  return running;
}

/** Undefined until launch handling has finished. */
export function getLaunchOutcome(): LaunchOutcome | undefined {
  return outcome;
}

/** The launch target, handed out once: whoever takes it (handler or entry page) goes there. */
export function takeLaunchTarget(): string | null {
  if (!outcome || targetTaken) return null;
  targetTaken = true;
  return outcome.to;
}

export function subscribeLaunch(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
