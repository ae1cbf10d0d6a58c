import { REMEMBERED_CITY_KEY } from '../cities';

/**
 * The first API read of a prerendered landing page (Discover's list, Home's featured games, a
 * game), started by the page itself as soon as the browser parses it, instead of after the entry
 * script has been downloaded and run: the answer is on its way while the app's code still is.
 * The app takes the answer (web/src/lib/early-requests.ts) when it asks for the same read.
 *
 * The same rules as the entry's own early requests: no query (filters or a map view change the
 * read), and nobody who may be signed in (their reads carry a token). A visitor who picked a city
 * is left to the entry too: Home's and Discover's reads are near that city, and the entry knows
 * where the cities are. The paths are those of earlyReadsFor without a city, which
 * test/unit/web-early-requests.test.ts keeps equal.
 *
 * Plain ES5 in a string: it runs before any bundle, and its hash goes into the CSP's script-src
 * (infra/constructs/security-headers.ts), so the text here is exactly what the browser runs.
 */
export const EARLY_READS_SCRIPT = `(function () {
  if (location.search || !window.fetch) return;
  var city = false;
  try {
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i) || '', parts = key.split('.');
      if (parts[0] === 'CognitoIdentityServiceProvider' && parts.length === 3 &&
          (parts[2] === 'LastAuthUser' || parts[2] === 'inflightOAuth')) return;
      if (key === ${JSON.stringify(REMEMBERED_CITY_KEY)}) city = true;
    }
  } catch (error) {
    return;
  }
  var page = location.pathname, game = /^\\/game\\/([^/]+)\\/?$/.exec(page), path = null;
  if (page === '/' && !city) path = '/api/games/featured';
  else if (/^\\/discover\\/?$/.test(page) && !city) path = '/api/games?limit=100';
  else if (game) path = '/api/games/' + game[1];
  if (!path) return;
  var read = fetch(path, { headers: { Accept: 'application/json' } });
  read['catch'](function () {});
  window.__earlyReads = {};
  window.__earlyReads[path] = read;
})();`;
