import { isEnvelope, isSessionCode, type Envelope } from '../../shared/envelope.ts';

export type Reply =
  | { kind: 'ok'; envelope: Envelope }
  | { kind: 'session'; status: number; envelope: Envelope | undefined }
  | { kind: 'business'; status: number; envelope: Envelope }
  | { kind: 'status'; status: number };

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text());
  } catch {
    return undefined;
  }
}

/**
 * Sorts a reply by the error catalogue. A 4xx that carries an envelope is a business failure, so
 * the user reads the server's message (which names the bad field) rather than a bare status code.
 */
export async function readReply(response: Response): Promise<Reply> {
  const body = await readJson(response);
  const envelope = isEnvelope(body) ? body : undefined;
  const { status } = response;
  if (status === 401 || (envelope && isSessionCode(envelope.code))) return { kind: 'session', status, envelope };
  if (!envelope) return { kind: 'status', status };
  if (status === 200) return envelope.success ? { kind: 'ok', envelope } : { kind: 'business', status, envelope };
  if (status >= 400 && status < 500 && !envelope.success) return { kind: 'business', status, envelope };
  return { kind: 'status', status };
}
