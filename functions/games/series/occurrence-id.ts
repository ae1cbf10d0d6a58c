import { createHash } from 'node:crypto';

// An occurrence's game id is a name-based UUID (version 5) of its series and its date: every run
// of the job that makes occurrences names the same game for the same date, and the game's
// create-if-absent refuses a second one. That id is the occurrence key; no extra item is written.

const bytesOf = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1').update(bytesOf(namespace)).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The game of a series on a date: the first game keeps the id it was created with. */
export const occurrenceId = (series: { id: string; first_date: string; first_game_id: string }, date: string) =>
  date === series.first_date ? series.first_game_id : uuidV5(date, series.id);
