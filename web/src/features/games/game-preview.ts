import { PREVIEW_ELEMENT_ID, type GamePreview } from '@shared/rules/game-preview';

// What the served page says of its game before the API answers (decision 033): read once from
// the JSON the server put in the page, and only for the game it was served for. The build's
// prerender sets the slots' placeholder instead (there is no document there).
let fromBuild: GamePreview | null = null;
let fromPage: GamePreview | null | undefined;

export function setBuildPreview(preview: GamePreview | null): void {
  fromBuild = preview;
}

export function gamePreviewFor(id: string): GamePreview | null {
  if (typeof document === 'undefined') return fromBuild?.id === id ? fromBuild : null;
  if (fromPage === undefined) {
    try {
      const text = document.getElementById(PREVIEW_ELEMENT_ID)?.textContent;
      const value = text ? (JSON.parse(text) as Partial<GamePreview>) : null;
      fromPage =
        value && typeof value.id === 'string' && typeof value.title === 'string' && typeof value.cover === 'string'
          ? (value as GamePreview)
          : null;
    } catch {
      fromPage = null;
    }
  }
  return fromPage?.id === id ? fromPage : null;
}
