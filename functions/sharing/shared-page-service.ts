// The HTML of a shared link (/game/{id}, /community/{id}): the built shell with that item's
// link-preview head (decision 026). Always answers a page the SPA can boot from: an unknown id
// gets the plain shell with 404, a failed read the plain shell with 200 (the SPA loads the data
// itself and shows its own error), nested screens (/game/{id}/manage) the plain shell.
import { communityHead, fillGamePreview, fillHead, gameHead } from './page-head';
import type { LanguageCode } from '@shared/languages';
import type { CommunityRepository } from '@functions/communities';
import type { GameRepository } from '@functions/games';

/** The built pages a shared link is served from (web/dist). */
export type ShellName = 'game' | 'game-preview' | 'index';
export interface WebShells {
  read(name: ShellName): Promise<string>;
}

export interface SharedPage {
  status: 200 | 404;
  html: string;
  /** Seconds a shared cache (CloudFront) may keep it: short, the item can change. */
  sharedMaxAge: number;
}

export interface SharedPageDeps {
  games: Pick<GameRepository, 'get'>;
  communities: Pick<CommunityRepository, 'get'>;
  shells: WebShells;
  appUrl: string;
  onReadFailed?: (error: unknown) => void;
}

const SHARED_MAX_AGE = 60;
/** Ids are UUIDs; anything else names nothing we store (same rule as the API's path parameters). */
const ID = /^[^\p{Cc}\p{Cf}\s/]{1,128}$/u;
/** The SPA's screens under an item (AppRoutes): they get the plain shell. */
const NESTED_VIEWS: Record<'game' | 'community', readonly string[]> = {
  game: ['edit', 'manage', 'check-in'],
  community: ['edit'],
};

export function createSharedPageService({ games, communities, shells, appUrl, onReadFailed }: SharedPageDeps) {
  const page = (status: SharedPage['status'], html: string): SharedPage => ({
    status,
    html,
    sharedMaxAge: SHARED_MAX_AGE,
  });

  async function item(
    kind: 'game' | 'community',
    id: string,
    shell: string,
    language: LanguageCode,
  ): Promise<SharedPage> {
    try {
      if (kind === 'game') {
        const game = await games.get(id);
        if (!game) return page(404, shell);
        // The first paint with the game's cover and title (decision 033).
        return page(
          200,
          fillHead(fillGamePreview(await shells.read('game-preview'), game), gameHead(game, appUrl, language)),
        );
      }
      const community = await communities.get(id);
      return community ? page(200, fillHead(shell, communityHead(community, appUrl, language))) : page(404, shell);
    } catch (error) {
      onReadFailed?.(error);
      return page(200, shell);
    }
  }

  /** `view`: the segment after the id, if any (/game/{id}/{view}); `language`: the preview's words. */
  async function render(
    kind: 'game' | 'community',
    id: string,
    view?: string,
    language: LanguageCode = 'en',
  ): Promise<SharedPage> {
    if (view !== undefined) {
      const known = ID.test(id) && NESTED_VIEWS[kind].includes(view);
      return page(known ? 200 : 404, await shells.read('index'));
    }
    // /game/{id} has its own prerendered first paint (decision 022); a community page the plain shell.
    const shell = await shells.read(kind === 'game' ? 'game' : 'index');
    if (!ID.test(id)) return page(404, shell);
    return item(kind, id, shell, language);
  }

  return { render };
}
