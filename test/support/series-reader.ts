import { type apiClient, untilRead } from './games-client';

type Call = ReturnType<typeof apiClient>['call'];

/** A series read as its page reads it, and a wait until it lists so many coming dates (the daily job makes them). */
export function seriesReader<View extends { next: unknown[] }>(call: Call) {
  const view = async (seriesId: string) => (await call(`/api/game-series/${seriesId}`)).body as View;
  const nextWhen = (seriesId: string, length: number) =>
    untilRead(
      () => view(seriesId),
      (read) => read.next.length === length,
      15_000,
      `${length} games of the series`,
    );
  return { view, nextWhen };
}
