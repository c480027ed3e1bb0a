/**
 * The page template's script loader (./pageTemplate.ts inlines the function expression below, from
 * its first line, and calls it with the bundle URLs; plain ES5). The server-rendered page paints
 * without JS, so the bundles are added after the first contentful paint (at most 1 s after the
 * first frame; without paint timing, after the first frame; in a hidden tab at once), in order.
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
