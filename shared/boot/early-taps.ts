/**
 * A prerendered page paints its buttons before the app's script has arrived and taken them
 * over; on a slow phone a tap in that moment would do nothing. This script, inlined at the top of
 * every prerendered page, keeps such taps: it marks the page as booting, holds each tap on a
 * button (links work without the app, so they are left alone) and remembers where it landed.
 * The app replays them once it has taken the page over (web/src/app/early-taps.ts).
 *
 * Plain ES5 in a string: it runs before any bundle, and its hash goes into the CSP's script-src
 * (infra/constructs/security-headers.ts), so the text here is exactly what the browser runs.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement;
  var taps = (window.__earlyTaps = []);
  root.setAttribute('data-booting', '');
  document.addEventListener('click', function (event) {
    if (!root.hasAttribute('data-booting') || !(event.target instanceof Element)) return;
    var target = event.target.closest('button, [role="button"], summary');
    if (!target || target.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    var path = [];
    for (var node = target; node && node !== document.body; node = node.parentElement) {
      var index = 0;
      for (var sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) index++;
      path.unshift(index);
    }
    taps.push(path);
    target.setAttribute('data-early-tap', '');
  }, true);
})();`;

/** Where a tap is remembered: child indexes from <body> down to the tapped element. */
export type EarlyTapPath = number[];
