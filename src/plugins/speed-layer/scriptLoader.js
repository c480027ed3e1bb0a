/**
 * The script loader of the page template (./pageTemplate.ts): instead of
 * `<script defer>` tags in the head, the page's bundles are added by this
 * inline script once the browser has shown the first contentful paint. The
 * page is fully server-rendered, so that paint needs no JS; requesting the
 * bundles before it only competes with the HTML and CSS.
 *
 * - Browsers with paint timing: the bundles are added on the task after the
 *   `first-contentful-paint` entry, and in any case 1 s after the first frame.
 * - Browsers without it: on the task after the first frame.
 * - A hidden tab (never painted): at once, and on the next visibility change.
 * - `async = false` keeps the bundles' order (runtime, React DOM, main...).
 *
 * Plain ES5: pageTemplate.ts inlines the function expression below (from the
 * line that starts with it, without these comments) and calls it with the
 * bundle URLs.
 */
/* global window, document, setTimeout, requestAnimationFrame */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a function expression, called by the template
(function (scripts) {
  var done = false;
  var Observer = window.PerformanceObserver;
  function load() {
    if (done) return;
    done = true;
    scripts.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', load);
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load, 0);
    }).observe({type: 'paint', buffered: true});
    requestAnimationFrame(function () {
      setTimeout(load, 1000);
    });
  } else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
});
