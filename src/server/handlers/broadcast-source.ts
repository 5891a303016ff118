import type { entities } from '../../../generated/entities.ts';
import type { Db } from '../db/database.ts';

/** The type values of spec/entities/voice-broadcast.yaml. */
export type VoiceSourceType = keyof (typeof entities)['voiceBroadcast']['fields']['type']['enumLabels'];

/** What a broadcast reads out: the item's title and its text, in Chinese, as spoken. */
export interface BroadcastItem {
  title: string;
  content: string;
}

/** How one type of content becomes a voice broadcast. */
export interface BroadcastSource {
  /** What the id names, for the 404 message. */
  what: string;
  /** The shape an id must have, and what the 400 message says when it does not. */
  idPattern?: { test: RegExp; message: string };
  /** The item's title and text, or undefined when it does not exist or the public may not see it. */
  read(db: Db, id: string): Promise<BroadcastItem | undefined>;
}
