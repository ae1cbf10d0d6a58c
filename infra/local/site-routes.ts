import { spaRewriteSource } from '../constructs/spa-rewrite';

// The local stack maps app routes to HTML pages with the very function CloudFront runs, so the
// two cannot disagree about which page a route gets.
const rewrite = new Function(`${spaRewriteSource}; return handler;`)() as (event: { request: { uri: string } }) => {
  uri: string;
};

/** The site file (relative to the web root) served for an app route such as /game/42. */
export function siteFileFor(pathname: string): string {
  return rewrite({ request: { uri: pathname } }).uri;
}
