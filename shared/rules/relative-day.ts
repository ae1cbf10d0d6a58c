import { indiaDateAndTime } from './game-time';

// How people say when something happens: 'Today', 'Tomorrow' or the weekday and date, then the
// clock time as Indians read it on a phone ('7:00 pm'). Always India time, whatever the device.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60_000;

export interface RelativeDay {
  /** 'Today', 'Tomorrow', 'Yesterday' or e.g. 'Sat 28 Nov'. */
  day: string;
  /** e.g. '7:00 pm'. */
  time: string;
  /** 'today', 'tomorrow', 'yesterday' or 'other'. */
  kind: 'today' | 'tomorrow' | 'yesterday' | 'other';
}

export function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export function relativeDay(iso: string, now: Date): RelativeDay {
  const { date, time } = indiaDateAndTime(iso);
  const today = indiaDateAndTime(now.toISOString()).date;
  const days = Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
  const kind = days === 0 ? 'today' : days === 1 ? 'tomorrow' : days === -1 ? 'yesterday' : 'other';
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const calendar = `${weekday} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
  const day = { today: 'Today', tomorrow: 'Tomorrow', yesterday: 'Yesterday', other: calendar }[kind];
  return { day, time: clockTime(time), kind };
}

/** 'Tomorrow, 7:00 pm'. */
export const relativeWhen = (iso: string, now: Date) => {
  const { day, time } = relativeDay(iso, now);
  return `${day}, ${time}`;
};
