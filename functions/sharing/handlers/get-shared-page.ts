import { sharedPages } from '../shared-pages';
import { httpHandler, type HttpResult } from '@functions/platform/http/http';
import { languageOf } from '@functions/platform/texts/server-texts';

// /game/{id} and /community/{id} as HTML with the item's link-preview head (decision 026);
// CloudFront sends these paths here instead of to the web bucket.
export const handler = httpHandler(async (event): Promise<HttpResult> => {
  const kind = event.rawPath.startsWith('/community/') ? 'community' : 'game';
  const { id = '', view } = event.pathParameters ?? {};
  // A link shared by a Hindi reader carries ?lang=hi (the edge keeps one page per language).
  const language = languageOf({ language: event.queryStringParameters?.lang });
  const page = await sharedPages().render(kind, id, view, language);
  return {
    statusCode: page.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Browsers revalidate every time (as for the bucket's HTML); CloudFront keeps it a minute.
      'cache-control': `public, max-age=0, s-maxage=${page.sharedMaxAge}`,
    },
    body: page.html,
  };
});
