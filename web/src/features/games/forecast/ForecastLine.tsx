import type { ReactNode } from 'react';
import { rainLikely } from '@shared/rules/forecast';
import type { Game } from '@shared/schemas/game';
import { useGameForecast } from './forecast-api';
import { t } from './texts';
import { RainCloudIcon, SunCloudIcon } from './weather-icons';
import './forecast.css';

/** The forecast line once its chunk is here: the query, the words, and 'Call off for rain' when likely. */
export function ForecastLine({
  game,
  onCallOff,
  placeholder,
}: {
  game: Game;
  onCallOff?: () => void;
  placeholder: ReactNode;
}) {
  const query = useGameForecast(game, true);
  if (query.isPending) return placeholder;
  const forecast = query.data;
  if (!forecast) return null;
  const likely = rainLikely(forecast);
  const values = { chance: forecast.rain_chance, temperature: forecast.temperature_c };
  return (
    <div className={`game-forecast-row${likely ? ' rain-likely' : ''}`}>
      <p className="game-forecast">
        {likely ? <RainCloudIcon /> : <SunCloudIcon />}
        <span aria-hidden="true">{t('forecast.line', values)}</span>
        <span className="visually-hidden">{t(likely ? 'forecast.labelRain' : 'forecast.label', values)}</span>
      </p>
      {likely && onCallOff ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={onCallOff}>
          {t('forecast.callOff')}
        </button>
      ) : null}
    </div>
  );
}
