import { forecastLabel, forecastLine, rainLikely } from '@shared/rules/forecast';
import type { Game } from '@shared/schemas/game';
import { useGameForecast, wantsForecast } from './forecast-api';
import { RainCloudIcon, SunCloudIcon } from './weather-icons';
import './forecast.css';

/**
 * The weather at the venue when the game starts ('70% chance of rain · 27°C'), from five days
 * before. Its line keeps its height while it loads, so nothing below it jumps; with no forecast (too
 * far out, Open-Meteo down) nothing shows. The host, when rain is likely, can call the game off here.
 */
export function GameForecast({ game, onCallOff }: { game: Game; onCallOff?: () => void }) {
  const wanted = wantsForecast(game, new Date());
  const query = useGameForecast(game, wanted);
  if (!wanted) return null;
  if (query.isPending) return <p className="game-forecast" aria-hidden="true" />;
  const forecast = query.data;
  if (!forecast) return null;
  const likely = rainLikely(forecast);
  return (
    <div className={`game-forecast-row${likely ? ' rain-likely' : ''}`}>
      <p className="game-forecast">
        {likely ? <RainCloudIcon /> : <SunCloudIcon />}
        <span aria-hidden="true">{forecastLine(forecast)}</span>
        <span className="visually-hidden">{forecastLabel(forecast)}</span>
      </p>
      {likely && onCallOff ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={onCallOff}>
          Call off for rain
        </button>
      ) : null}
    </div>
  );
}
