// The <head> a link preview reads (WhatsApp, Telegram, X, Slack…): Open Graph and Twitter tags,
// the canonical URL and a matching <title>, filled into the built SPA shell. Pure string work,
// no I/O: the Lambda behind CloudFront and the local server both call it (decision 026).
import { BRAND } from '@shared/constants';
import { gameCoverPath, sportPreviewPath } from '@shared/rules/sport-images';
import { formatRupees } from '@shared/rules/game-rules';
import { gamePreview, PREVIEW_ELEMENT_ID, PREVIEW_SLOTS } from '@shared/rules/game-preview';
import type { LanguageCode } from '@shared/languages';
import enSharePreview from '@shared/i18n/en/sharePreview.json';
import hiSharePreview from '@shared/i18n/hi/sharePreview.json';
import enSports from '@shared/i18n/en/sports.json';
import hiSports from '@shared/i18n/hi/sports.json';
import type { StoredCommunity } from '@functions/communities';
import type { StoredGame } from '@functions/games';
import { serverTexts } from '../platform/texts/server-texts';
import { indiaDateLabelIn } from './date-label';

// A preview speaks the language of the link it was made from (`?lang=hi`), English by default.
const previewTextsIn = serverTexts({
  sharePreview: { en: enSharePreview, hi: hiSharePreview },
  sports: { en: enSports, hi: hiSports },
});

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the preview picture. */
  image: string;
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'website' | 'article';
  /**
   * The picture the page itself shows largest (a game's cover), fetched with the HTML rather
   * than once the app has rendered (decision 033). A site path, as the SPA's <img> asks for it.
   */
  preloadImage?: string;
}

/** A private community's preview: no sport or place, so the generic picture. */
export const FALLBACK_IMAGE = sportPreviewPath('other');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const absolute = (appUrl: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${trimSlash(appUrl)}${path.startsWith('/') ? '' : '/'}${path}`;

/** A sport's name from the catalogue; one it does not list, from its id ('weight_training' → 'Weight Training'). */
const sportName = (say: ReturnType<typeof previewTextsIn>, sport: string) =>
  sport in enSports ? say(`sports.${sport}`) : sport.replace(/_/g, ' ').replace(/\b\w/g, (l) => l.toUpperCase());

/** The page's address; a Hindi preview's keeps `?lang=hi`, so an unfurler reading og:url gets the same words. */
const pageUrl = (appUrl: string, path: string, language: LanguageCode) =>
  `${trimSlash(appUrl)}${path}${language === 'en' ? '' : `?lang=${language}`}`;

/**
 * Covers are stored as WebP with JPEG variants beside them (decision 011); previews prefer the
 * 1200-wide JPEG, which every link unfurler renders.
 */
function previewImage(appUrl: string, stored: string | null | undefined, sport: string): string {
  if (stored) {
    const cover = /^(\/media\/covers\/[\w.-]+?)\.webp$/.exec(stored);
    return absolute(appUrl, cover ? `${cover[1]}-1200.jpg` : stored);
  }
  return absolute(appUrl, sportPreviewPath(sport));
}

export function gameHead(
  game: Pick<
    StoredGame,
    'id' | 'title' | 'sport' | 'custom_sport' | 'location' | 'game_datetime' | 'price' | 'cover_image'
  >,
  appUrl: string,
  language: LanguageCode = 'en',
): PageHead {
  const say = previewTextsIn(language);
  const price =
    game.price > 0
      ? say('sharePreview.game.perPerson', { price: formatRupees(game.price) })
      : say('sharePreview.game.free');
  return {
    title: `${game.title} · ${BRAND.name}`,
    description: `${indiaDateLabelIn(language, game.game_datetime)} · ${game.location} · ${price}`,
    image: previewImage(appUrl, game.cover_image, game.sport),
    url: pageUrl(appUrl, `/game/${encodeURIComponent(game.id)}`, language),
    type: 'article',
    // What CoverImage shows: the cover as stored, else the sport's illustration.
    preloadImage: gameCoverPath(game),
  };
}

export function communityHead(
  community: Pick<
    StoredCommunity,
    'id' | 'name' | 'sport' | 'location' | 'member_count' | 'is_public' | 'cover_pic' | 'profile_pic'
  >,
  appUrl: string,
  language: LanguageCode = 'en',
): PageHead {
  const say = previewTextsIn(language);
  const url = pageUrl(appUrl, `/community/${encodeURIComponent(community.id)}`, language);
  // A private community shows strangers only its name (as its page does): no place, no picture.
  if (!community.is_public) {
    return {
      title: `${community.name} · ${BRAND.name}`,
      description: say('sharePreview.community.private', { brand: BRAND.name }),
      image: absolute(appUrl, FALLBACK_IMAGE),
      url,
      type: 'website',
    };
  }
  return {
    title: `${community.name} · ${BRAND.name}`,
    description: say('sharePreview.community.line', {
      sport: sportName(say, community.sport),
      place: community.location,
      count: community.member_count,
    }),
    image: previewImage(appUrl, community.cover_pic ?? community.profile_pic, community.sport),
    url,
    type: 'website',
  };
}

function headTags(head: PageHead): string {
  const e = escapeHtml;
  return [
    `<title>${e(head.title)}</title>`,
    `<link rel="canonical" href="${e(head.url)}" />`,
    `<meta property="og:site_name" content="${e(BRAND.name)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:image" content="${e(head.image)}" />`,
    `<meta property="og:url" content="${e(head.url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
    `<meta name="twitter:image" content="${e(head.image)}" />`,
    ...(head.preloadImage
      ? [`<link rel="preload" as="image" href="${e(head.preloadImage)}" fetchpriority="high" />`]
      : []),
  ].join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/i;

/**
 * The shell with this page's head: its <title> replaced by the tags, its description by the
 * page's. Everything else (inlined critical CSS, the entry script, the prerendered body) stays
 * byte for byte, so first paint and hydration are those of the plain shell.
 */
export function fillHead(shell: string, head: PageHead): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const withDescription = DESCRIPTION.test(shell) ? shell.replace(DESCRIPTION, () => description) : shell;
  if (TITLE.test(withDescription)) return withDescription.replace(TITLE, () => headTags(head));
  return withDescription.replace(/<\/head>/i, () => `${headTags(head)}\n  </head>`);
}

/**
 * The game page's prerendered preview (the build's `game-preview.html`) for this game: its
 * cover and title in the slots, so they paint with the HTML, and the same values as JSON for
 * the browser's first render to match (decision 033). `<` is escaped in the JSON so that no
 * title can close the script element.
 */
export function fillGamePreview(
  shell: string,
  game: Pick<StoredGame, 'id' | 'title' | 'sport' | 'cover_image'>,
): string {
  const preview = gamePreview(game);
  const json = JSON.stringify(preview).replace(/</g, '\\u003c');
  return shell
    .replaceAll(PREVIEW_SLOTS.cover, escapeHtml(preview.cover))
    .replaceAll(PREVIEW_SLOTS.title, escapeHtml(preview.title))
    .replace(
      /<\/head>/i,
      () => `  <script type="application/json" id="${PREVIEW_ELEMENT_ID}">${json}</script>\n  </head>`,
    );
}
