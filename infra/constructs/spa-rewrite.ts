// CloudFront Function (runtime 2.0) for the default behaviour: a client-side route such as
// /game/42 has no object in the web bucket, so it is served an HTML page and the router takes
// over. Done here rather than with errorResponses, which would also turn the API's JSON 404s
// and the media bucket's misses into index.html. Paths with a file extension are left alone
// so a missing asset stays a real miss. The public landing routes get the page prerendered for
// them at build (web/build/prerender.ts: their first paint needs no JavaScript); every other
// route gets index.html. Plain ES5-ish JS: it runs in CloudFront's runtime, not Node; the test
// and the local stack (infra/local/site-routes.ts) evaluate this same source.
export const PRERENDERED_DIR = 'prerendered';

export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (/^\\/(api|media)(\\/|$)/.test(uri)) return request;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  if (uri === '/') request.uri = '/${PRERENDERED_DIR}/home.html';
  else if (/^\\/discover\\/?$/.test(uri)) request.uri = '/${PRERENDERED_DIR}/discover.html';
  else if (/^\\/game\\/[^\\/]+\\/?$/.test(uri)) request.uri = '/${PRERENDERED_DIR}/game.html';
  else request.uri = '/index.html';
  return request;
}`;
