// CloudFront Function (runtime 2.0) for the default behaviour: a client-side route such as
// /game/42 has no object in the web bucket, so it is served index.html and the router takes
// over. Done here rather than with errorResponses, which would also turn the API's JSON 404s
// and the media bucket's misses into index.html. Paths with a file extension are left alone
// so a missing asset stays a real miss. Plain ES5-ish JS: it runs in CloudFront's runtime,
// not Node, and the test evaluates this same source.
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (/^\\/(api|media)(\\/|$)/.test(uri)) return request;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;
