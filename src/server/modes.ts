import type { Config } from './config.ts';
import { DEMO_ACCOUNT } from './seed/demo-users.ts';

/** A development stand-in that is on, with what it lets anyone do and the variable that governs it. */
export interface StandIn {
  name: string;
  risk: string;
  /** In production the stand-in runs only when this variable is set as shown. */
  variable: string;
}

/** The development stand-ins this configuration runs (README "Two modes"). */
export function activeStandIns(config: Config): StandIn[] {
  const on: StandIn[] = [];
  if (config.standIns.wechatSignIn) {
    on.push({
      name: 'development WeChat sign-in page (/dev/wechat/authorize)',
      risk: 'anyone who types an openid signs in as that user',
      variable: 'DEV_WECHAT_SIGNIN=true (set WECHAT_APPID and WECHAT_SECRET instead)',
    });
  }
  if (config.standIns.payment) {
    on.push({
      name: 'development payment page (/dev/wechat/pay)',
      risk: 'paid subscriptions are unlocked without paying',
      variable: 'DEV_PAYMENT=true (set WECHAT_PAY_MCHID and the other WECHAT_PAY_* variables instead)',
    });
  }
  if (config.seedDemoData) {
    on.push({
      name: `demo data (demo accounts that share the password ${DEMO_ACCOUNT.password})`,
      risk: 'anyone who reads the README signs in as a demo trader',
      variable: 'SEED_DEMO_DATA=true',
    });
  }
  return on;
}

/** The warning printed at every start while any stand-in is on; undefined when none is. */
export function standInWarning(config: Config): string | undefined {
  const on = activeStandIns(config);
  if (on.length === 0) return undefined;
  const mode = config.production ? 'PRODUCTION mode with development stand-ins turned on' : 'DEMO mode (NODE_ENV is not production)';
  const lines = on.map((s) => `  - ${s.name}: ${s.risk}. [${s.variable}]`);
  return [`WARNING: ${mode}. These development stand-ins are on; do not expose this server to real users:`, ...lines].join('\n');
}
