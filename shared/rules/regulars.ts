import { GAME_TIME_ZONE } from './game-time';

// Regulars of a repeating series (decision 071): the series' two settings, when a date opens to
// everyone and until when a regular may skip it. Pure, so the server and the screens agree.

export interface RegularsSettings {
  /** A regular may skip a date until this many hours before its start. */
  skip_cutoff_hours: number;
  /** Until this many hours before its start, only the series' regulars may ask to join a date. */
  public_opens_hours: number;
}

export const REGULARS_DEFAULTS: RegularsSettings = { skip_cutoff_hours: 24, public_opens_hours: 48 };

export const REGULARS_LIMITS = {
  skipCutoffHours: { min: 1, max: 72 },
  publicOpensHours: { min: 0, max: 168 },
} as const;

export const REGULAR_STATUSES = ['pending', 'approved'] as const;
export type RegularStatus = (typeof REGULAR_STATUSES)[number];

const HOUR = 3_600_000;
const hoursBefore = (start: string, hours: number) => new Date(Date.parse(start) - hours * HOUR).toISOString();

/** When a date of the series opens to everyone; null: at once (regulars get no head start). */
export const opensToPublicAt = (start: string, settings: Pick<RegularsSettings, 'public_opens_hours'>) =>
  settings.public_opens_hours > 0 ? hoursBefore(start, settings.public_opens_hours) : null;

/** The last moment a regular may skip a date (or undo a skip). */
export const skipCutoffAt = (start: string, settings: Pick<RegularsSettings, 'skip_cutoff_hours'>) =>
  hoursBefore(start, settings.skip_cutoff_hours);

/** Whether a date is still reserved for the series' regulars at `now`. */
export const regularsOnly = (opensAt: string | null | undefined, now: Date) =>
  opensAt != null && now.getTime() < Date.parse(opensAt);

/** Whether a regular may still skip (or undo a skip of) a date at `now`. */
export const maySkip = (start: string, settings: Pick<RegularsSettings, 'skip_cutoff_hours'>, now: Date) =>
  now.getTime() < Date.parse(skipCutoffAt(start, settings));

/** Approved regulars never outnumber the places of a date: one more fits only below the maximum. */
export const regularsFull = (approved: number, maxPlayers: number) => approved >= maxPlayers;

/** The series' settings as stored, with the defaults for a series stored before regulars. */
export const regularsSettingsOf = (stored: Partial<RegularsSettings> | null | undefined): RegularsSettings => ({
  skip_cutoff_hours: stored?.skip_cutoff_hours ?? REGULARS_DEFAULTS.skip_cutoff_hours,
  public_opens_hours: stored?.public_opens_hours ?? REGULARS_DEFAULTS.public_opens_hours,
});

/** An instant as the server's messages say it, in India's time: 'Sat, 5 Dec, 7:00 pm'. */
export const regularsWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: GAME_TIME_ZONE,
  }).format(new Date(iso));
