import type { Kysely } from 'kysely';
import { entityMeta, type Row } from './rows.ts';

type AnyDb = Kysely<Record<string, Row>>;

function parseAvatar(value: unknown): unknown {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '{}'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

const JOINED = { nickname: '__ownerNickname', describe: '__ownerDescribe', avatar: '__ownerAvatar' } as const;

/** Columns a page query selects from front_user (joined as `owner`) so one round trip brings rows and owners. */
export function joinedOwnerColumns(entityName: string): string[] | undefined {
  const meta = entityMeta(entityName);
  if (!meta.ownerProfile || !meta.owner) return undefined;
  return Object.entries(JOINED).map(([column, alias]) => `owner.${column} as ${alias}`);
}

/** A presented row's profile keys from the owner columns its query joined (see joinedOwnerColumns). */
export function ownerProfileFromJoined(entityName: string, stored: Row, presented: Row): Row {
  const profile = entityMeta(entityName).ownerProfile!;
  if (profile.name) presented[profile.name] = (stored[JOINED.nickname] as string | null) ?? '';
  if (profile.describe) presented[profile.describe] = (stored[JOINED.describe] as string | null) ?? '';
  if (profile.avatar) presented[profile.avatar] = parseAvatar(stored[JOINED.avatar]);
  return presented;
}

/**
 * Fills the row keys an entity's ownerProfile names (the owner's nickname, description, avatar)
 * from the user table, with one query for the whole page.
 */
export async function attachOwnerProfiles(db: unknown, entityName: string, rows: Row[]): Promise<Row[]> {
  const meta = entityMeta(entityName);
  const profile = meta.ownerProfile;
  if (!profile || !meta.owner || rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => r[meta.owner!]).filter((id): id is string => typeof id === 'string' && id !== ''))];
  const users =
    ids.length === 0
      ? []
      : await (db as AnyDb).selectFrom('front_user').select(['frontUserId', 'nickname', 'describe', 'avatar']).where('frontUserId', 'in', ids).execute();
  const byId = new Map(users.map((u) => [u.frontUserId as string, u]));
  return rows.map((row) => {
    const user = byId.get(String(row[meta.owner!]));
    const out = { ...row };
    if (profile.name) out[profile.name] = (user?.nickname as string | null) ?? '';
    if (profile.describe) out[profile.describe] = (user?.describe as string | null) ?? '';
    if (profile.avatar) out[profile.avatar] = parseAvatar(user?.avatar);
    return out;
  });
}
