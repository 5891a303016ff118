import { freshPhone } from './calls.ts';

/** A valid request for the agent role (POST /v1/agent-application/apply). */
export function agentRequestBody(overrides: Record<string, unknown> = {}) {
  return { realName: '李代理', phone: freshPhone(), regionId: '370828', intro: '在金乡经营冷库十年，熟悉本县各家冷库', ...overrides };
}
