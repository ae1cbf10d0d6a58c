import { lazy, Suspense } from 'react';
import type { Game } from '@shared/schemas/game';
import { wantsForecast } from './forecast-api';
import './forecast.css';

// The line's words and its query load only for a game within the forecast's days.
const ForecastLine = lazy(() => import('./ForecastLine').then((module) => ({ default: module.ForecastLine })));

/** Holds the line's height from the first render while it loads, so nothing below it jumps. */
const placeholder = <p className="game-forecast" aria-hidden="true" />;

/**
 * The weather at the venue when the game starts ('70% chance of rain · 27°C'), from five days
 * before. With no forecast (too far out, Open-Meteo down) nothing shows. The host, when rain is
 * likely, can call the game off here.
 */
export function GameForecast({ game, onCallOff }: { game: Game; onCallOff?: () => void }) {
  if (!wantsForecast(game, new Date())) return null;
  return (
    <Suspense fallback={placeholder}>
      <ForecastLine game={game} onCallOff={onCallOff} placeholder={placeholder} />
    </Suspense>
  );
}
