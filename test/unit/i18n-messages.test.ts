import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import hindi from 'virtual:catalogue/hi';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_MESSAGES, CHECK_IN_MESSAGES } from '@shared/texts/join';
import { TEAM_MESSAGES } from '@shared/texts/teams';
import { ApiRequestError } from '@web/lib/api-request-error';
import { localMessage, setMessageIndex } from '@web/lib/i18n/local-message';
import { messageIndex } from '@web/lib/i18n/message-index';
import { speak } from '@web/lib/i18n/texts';
import { MESSAGE_FUNCTION_ARGUMENTS, messageConstants } from '../support/message-constants';
import { speakHindi } from '../support/speak-hindi';

// The server answers and the forms validate with English constants; the web shows them in the
// language spoken through the `messages` catalogue, found by their English. A constant added
// without its catalogue entry (and so without its Hindi) fails here.
const read = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../shared/i18n/${language}/messages.json`), 'utf8'));
const english = read('en');
const findMessage = messageIndex(english);

beforeAll(() => setMessageIndex(findMessage));
afterEach(() => speak('en'));

describe('the messages catalogue', () => {
  it('holds every message constant, word for word, and every message function by its pattern', async () => {
    const { messages, unlisted } = await messageConstants();
    expect(unlisted, 'message functions without sample values in MESSAGE_FUNCTION_ARGUMENTS').toEqual([]);
    expect(messages.length).toBeGreaterThan(300);
    const missing = messages.filter(({ english: text, built }) => {
      const found = findMessage(text);
      return !found || (!built && english[found.key] !== text);
    });
    expect(missing.map(({ name, english: text }) => `${name}: ${text}`)).toEqual([]);
    const built = new Set(messages.filter(({ built }) => built).map(({ name }) => name));
    expect(
      Object.keys(MESSAGE_FUNCTION_ARGUMENTS).filter((name) => !built.has(name)),
      'listed, but no longer a function',
    ).toEqual([]);
  });

  it('writes its English with plain placeholders only, which can be read back out of a sentence', () => {
    for (const [key, text] of Object.entries(english)) expect(text, key).not.toMatch(/\{\s*\w+\s*,/);
  });

  it('keeps no entry that no constant says any more', async () => {
    const { messages } = await messageConstants();
    const used = new Set(messages.map(({ english: text }) => findMessage(text)?.key));
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });
});

describe('localMessage', () => {
  it('leaves English as it is while the app speaks English', () => {
    expect(localMessage(JOIN_MESSAGES.gameFull)).toBe('This game is full');
  });

  it('says a known message in Hindi, with the values it was built from', () => {
    speakHindi(hindi);
    expect(localMessage(JOIN_MESSAGES.gameFull)).toBe('यह गेम भर चुका है');
    expect(localMessage(CHECK_IN_MESSAGES.alreadyAt('7:05 pm'))).toBe('7:05 pm पर पहले ही चेक-इन हो चुका है');
    // A value used twice must be the same both times.
    expect(localMessage(TEAM_MESSAGES.tooFew(3))).toBe('3 टीमें बनाने के लिए कम से कम 3 खिलाड़ियों का चेक-इन करें');
    expect(findMessage('Check in at least 3 players to make 4 teams')).toBeNull();
  });

  it('leaves a message it does not know as it came, rather than showing nothing', () => {
    speakHindi(hindi);
    expect(localMessage('Failed to fetch')).toBe('Failed to fetch');
    expect(localMessage('')).toBe('');
  });

  it('makes an API error speak Hindi, its field details too, while keeping the English for code', () => {
    speakHindi(hindi);
    const error = new ApiRequestError(409, {
      message: JOIN_MESSAGES.requestAlreadySent,
      errors: [{ field: 'name', message: JOIN_MESSAGES.nameRequired }],
    });
    expect(error.message).toBe('रिक्वेस्ट पहले ही भेजी जा चुकी है: होस्ट के मानने पर आपको बताया जाएगा।');
    expect(error.serverMessage).toBe(JOIN_MESSAGES.requestAlreadySent);
    expect(error.errors).toEqual([{ field: 'name', message: 'नाम ज़रूरी है' }]);
  });
});
