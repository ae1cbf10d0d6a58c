import { saveFile } from '@web/lib/save-file';
import { buildIcs, googleCalendarUrl, icsFileName, type CalendarGame } from '@shared/rules/calendar';
import { CalendarIcon } from '../games/game-icons';
import { t } from './texts';

interface CalendarActionsProps {
  game: CalendarGame;
  /** The player's request: one calendar entry per request, updated on each download. */
  requestId?: string;
}

/** 'Add to calendar' (an .ics file any calendar app opens) and Google Calendar's own form. */
export function CalendarActions({ game, requestId }: CalendarActionsProps) {
  const download = () => {
    const ics = buildIcs({ game, appUrl: window.location.origin, requestId });
    saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(game));
  };
  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={download}>
        <CalendarIcon /> {t('calendar.add')}
        <span className="visually-hidden">{t('calendar.addFile', { title: game.title })}</span>
      </button>
      <a
        className="btn btn-secondary btn-small"
        href={googleCalendarUrl({ game, appUrl: window.location.origin })}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('calendar.google')}
        <span className="visually-hidden">{t('calendar.newTab')}</span>
      </a>
    </>
  );
}
