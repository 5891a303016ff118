import { api } from '../../http/client.ts';
import { withCallOptions } from '../../http/call-options.ts';

/** The address of a broadcast read aloud by the server (GET /v1/voice/audio), for devices without a Chinese voice. */
export async function serverSpeechAddress(voiceId: string): Promise<string> {
  const { data } = await api.GET('/v1/voice/audio', { params: withCallOptions({ query: { voiceId } }, { silent: true, mask: false }) });
  if (!data?.data) throw new Error(`no audio for broadcast ${voiceId}`);
  return data.data.filePath;
}
