import { useQuery } from '@tanstack/react-query';
import { REGULAR_STATUSES, type RegularsSettings, type RegularStatus } from '@shared/rules/regulars';
import { apiRequest } from '@web/lib/api-client';
import {
  isArrayOf,
  isNullableString,
  isNumber,
  isOneOf,
  isRecord,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from '@web/lib/shape-check';

// The host's side of a series' regulars (decision 071): the list, approve or decline, remove, and
// the two settings.

export interface SeriesRegular {
  user_id: string;
  name: string;
  avatar_url: string | null;
  status: RegularStatus;
  asked_at: string;
  approved_at: string | null;
  /** Their show-up rate (percent) over their counted games; null while they have too few. */
  show_up: { rate: number; games: number } | null;
}

export interface SeriesRegulars {
  regulars: SeriesRegular[];
  max_players: number;
}

type ShowUp = NonNullable<SeriesRegular['show_up']>;
const SHOW_UP: ShapeChecks<ShowUp> = { rate: isNumber, games: isNumber };
const isShowUp: Guard<ShowUp | null> = (value): value is ShowUp | null =>
  value == null || pickShape(value, SHOW_UP) !== null;

const REGULAR: ShapeChecks<SeriesRegular> = {
  user_id: isString,
  name: isString,
  avatar_url: isNullableString,
  status: isOneOf(REGULAR_STATUSES),
  asked_at: isString,
  approved_at: isNullableString,
  show_up: isShowUp,
};
const isRegular: Guard<SeriesRegular> = (value): value is SeriesRegular => pickShape(value, REGULAR) !== null;

const parseRegulars = (body: unknown): SeriesRegulars | null =>
  isRecord(body) && isArrayOf(isRegular)(body.regulars) && typeof body.max_players === 'number'
    ? {
        regulars: body.regulars.map((regular) => ({
          ...pickShape(regular, REGULAR)!,
          show_up: regular.show_up ? pickShape(regular.show_up, SHOW_UP) : null,
        })),
        max_players: body.max_players,
      }
    : null;

const path = (seriesId: string) => `/api/game-series/${encodeURIComponent(seriesId)}/regulars` as const;

export const seriesRegularsKey = (seriesId: string) => ['game-series', seriesId, 'regulars', 'list'] as const;

/** GET /api/game-series/{id}/regulars (the series' host only). */
export const useSeriesRegulars = (seriesId: string | null | undefined) =>
  useQuery({
    queryKey: seriesRegularsKey(seriesId ?? ''),
    queryFn: ({ signal }) => apiRequest(path(seriesId ?? ''), { parse: parseRegulars, signal }),
    enabled: Boolean(seriesId),
    retry: false,
  });

/** POST /api/game-series/{id}/regulars/{userId}/decision. */
export const decideRegular = (seriesId: string, userId: string, action: 'approve' | 'decline') =>
  apiRequest(`${path(seriesId)}/${encodeURIComponent(userId)}/decision`, {
    method: 'POST',
    body: { action },
    parse: (body) => (isRecord(body) && typeof body.status === 'string' ? body.status : null),
  });

/** DELETE /api/game-series/{id}/regulars/{userId}: the host removes a regular. */
export const removeRegular = (seriesId: string, userId: string) =>
  apiRequest(`${path(seriesId)}/${encodeURIComponent(userId)}`, { method: 'DELETE', parse: () => true });

const parseSettings = (body: unknown): RegularsSettings | null =>
  isRecord(body) && typeof body.skip_cutoff_hours === 'number' && typeof body.public_opens_hours === 'number'
    ? { skip_cutoff_hours: body.skip_cutoff_hours, public_opens_hours: body.public_opens_hours }
    : null;

/** PUT /api/game-series/{id}/regulars-settings. */
export const saveRegularsSettings = (seriesId: string, settings: RegularsSettings) =>
  apiRequest(`/api/game-series/${encodeURIComponent(seriesId)}/regulars-settings`, {
    method: 'PUT',
    body: settings,
    parse: parseSettings,
  });
