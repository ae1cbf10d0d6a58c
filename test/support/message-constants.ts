import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// Every English message the server answers with or a form validates with, gathered from the
// modules that hold them, so the unit test can hold each to a catalogue entry with identical English.
const SHARED = join(import.meta.dirname, '../../shared');
const WEB = join(import.meta.dirname, '../../web/src');

/** Exports that are not texts a person reads (a typed word, MIME types, statuses, numbers). */
const NOT_TEXTS = new Set(['DELETE_CONFIRMATION_WORD', 'COVER_IMAGE', 'HOST_APPLICATION_STATUSES']);

/**
 * Messages built from values, each with sample values: what it then says must be found by
 * reading the values back (web/src/lib/i18n/local-message.ts). A new message function must be
 * added here; the test names any that is not.
 */
export const MESSAGE_FUNCTION_ARGUMENTS: Record<string, unknown[]> = {
  'CHECK_IN_MESSAGES.alreadyAt': ['7:05 pm'],
  'CHECK_IN_MESSAGES.notYet': ['at 6:30 pm'],
  'TEAM_MESSAGES.tooFew': [3],
  'TEAM_MESSAGES.notCheckedIn': ['Asha Rao'],
  'SERIES_MESSAGES.firstDayMissing': ['Sunday'],
  'PLAYING_TOGETHER_TEXT.playingWith': [['Asha', 'Ravi']],
  'ADMIN_REPORT_MESSAGES.cannotTakeDown': ['cancelled'],
  'SHOW_UP_MESSAGES.belowMinimum': [80, { showed_up: 3, no_shows: 2, late_drops: 0 }],
  'REGULARS_MESSAGES.firstClaim': ['Sat 29 Nov, 7:00 pm'],
  'REGULARS_MESSAGES.tooLateToSkip': ['Fri 28 Nov, 7:00 pm'],
  'REGULARS_MESSAGES.refundInFull': ['₹250'],
};

export interface MessageConstant {
  /** Where it is: 'GAME_MESSAGES.titleRequired', 'ACCOUNT_DELETION_EFFECTS.2'. */
  name: string;
  english: string;
  /** Said by a function from sample values, so found by its pattern rather than word for word. */
  built: boolean;
}

const files = (folder: string) =>
  readdirSync(join(SHARED, folder))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(SHARED, folder, file));

/** Texts modules hold nothing but texts; schemas and rules lend only their `…_MESSAGES` objects, web modules their constants. */
const SOURCES: { file: string; only?: RegExp }[] = [
  { file: join(SHARED, 'messages.ts') },
  ...files('texts').map((file) => ({ file })),
  ...files('schemas').map((file) => ({ file, only: /_MESSAGES$/ })),
  ...files('rules').map((file) => ({ file, only: /_MESSAGES$/ })),
  // What the web says of the sign-in service's and the network's failures, in toasts and under fields.
  ...['features/auth/auth-texts.ts', 'features/auth/auth-errors.ts', 'features/settings/api/change-password.ts']
    .concat('lib/api-request-error.ts')
    .map((file) => ({ file: join(WEB, file), only: /^[A-Z][A-Z_]+$/ })),
];

function collect(name: string, value: unknown, into: MessageConstant[], missing: string[]): void {
  if (typeof value === 'string') into.push({ name, english: value, built: false });
  else if (typeof value === 'function') {
    const args = MESSAGE_FUNCTION_ARGUMENTS[name];
    if (args) into.push({ name, english: String(value(...args)), built: true });
    else missing.push(name);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collect(`${name}.${index}`, item, into, missing);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      // A choice's stored value ('abusive') is data; its label is the text.
      if (key !== 'value') collect(`${name}.${key}`, item, into, missing);
    }
}

/** Every message constant, and the message functions that have no `{placeholder}` arguments listed. */
export async function messageConstants(): Promise<{ messages: MessageConstant[]; unlisted: string[] }> {
  const messages: MessageConstant[] = [];
  const unlisted: string[] = [];
  for (const { file, only } of SOURCES) {
    const exports: Record<string, unknown> = await import(file);
    for (const [name, value] of Object.entries(exports)) {
      if (NOT_TEXTS.has(name) || (only && !only.test(name))) continue;
      // Top-level functions compose whole notices (e-mails, bell texts) that the server writes itself.
      if (typeof value === 'function') continue;
      if (typeof value === 'number' || typeof value === 'boolean') continue;
      // Limits and other all-number objects.
      if (value && typeof value === 'object' && Object.values(value).every((item) => typeof item === 'number'))
        continue;
      collect(name, value, messages, unlisted);
    }
  }
  return { messages, unlisted };
}
