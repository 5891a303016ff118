import type { App } from '../../../src/server/app.ts';
import { registerUser } from './calls.ts';
import { registerAgent } from './cold-storage.ts';
import type { Who } from './fuzz.ts';

/** The fuzzer's cast: an owner who writes, another user who tries the owner's rows, an agent. */
export async function fuzzTokens(app: App): Promise<Partial<Record<Who, string>>> {
  const owner = await registerUser(app);
  const other = await registerUser(app);
  const agent = await registerAgent(app);
  return { owner: owner.accessToken, other: other.accessToken, agent: agent.accessToken };
}
