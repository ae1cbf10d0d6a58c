import type { RepeatRule } from '@shared/rules/series';
import type { RegularsSettings } from '@shared/rules/regulars';
import type { PendingEvent } from '../../platform/event-ports';
import type { StoredGame } from '../ports';

// Repeating games (decision 068): what the series use cases need from storage.

/** What every game of a series shares: the game as the host last wrote it, less what each date has of its own. */
export type SeriesTemplate = Omit<
  StoredGame,
  | 'id'
  | 'game_date'
  | 'game_datetime'
  | 'ends_at'
  | 'current_players'
  | 'status'
  | 'series_id'
  | 'opens_to_public_at'
  | 'created_at'
  | 'updated_at'
>;

export interface StoredSeries {
  id: string;
  host_id: string;
  /** The rule as the host chose it (for the screens) and as an RRULE (for the dates). */
  repeat: RepeatRule;
  rrule: string;
  first_date: string;
  /** The first game existed before the series (created by the form, or a one-off made to repeat). */
  first_game_id: string;
  template: SeriesTemplate;
  /** The last date whose game the job made (or skipped); later dates are still to make. */
  filled_through: string | null;
  status: 'active' | 'ended';
  /** The regulars' settings (decision 071); a series stored before them reads the defaults. */
  regulars: RegularsSettings;
  /** Approved regulars, moved in the same write as each approval, leave or removal. */
  regulars_count: number;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SeriesRepository {
  get(seriesId: string): Promise<StoredSeries | null>;
  /**
   * Writes the series and tags its first game with it (and when that game opens to everyone), in one
   * transaction; false when the game is gone, not the host's upcoming one, or already in a series.
   */
  create(series: StoredSeries, events: PendingEvent[], firstOpensAt: string | null): Promise<boolean>;
  /** The regulars' settings for dates made from now on, while the series is active; false when it ended. */
  saveRegularsSettings(seriesId: string, settings: RegularsSettings, at: string): Promise<boolean>;
  /** When an upcoming game of the series opens to everyone. */
  setOpensToPublic(gameId: string, opensAt: string | null): Promise<void>;
  /** Records that dates up to `through` are made; never moves back, and only while the series is active. */
  filledThrough(seriesId: string, through: string, at: string): Promise<void>;
  /** The new template for games still to make, while the series is active; false when it ended meanwhile. */
  saveTemplate(seriesId: string, template: SeriesTemplate, at: string): Promise<boolean>;
  /** Ends an active series; false when it had ended already. */
  end(seriesId: string, at: string): Promise<boolean>;
  /** A page of the active series (the daily job's list). */
  active(cursor?: Record<string, unknown>): Promise<{ series: StoredSeries[]; cursor?: Record<string, unknown> }>;
  /** The games with these ids that exist, in the order asked. */
  games(ids: string[]): Promise<StoredGame[]>;
  /** The ids of a host's series, ended or not. */
  hostedBy(hostId: string): Promise<string[]>;
  /** Deletes a series item (a deleted account's: its template holds the host's game details). */
  remove(seriesId: string): Promise<void>;
}
