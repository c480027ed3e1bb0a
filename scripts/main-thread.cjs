/**
 * What runs on the main thread while a page loads, from a Lighthouse result (issue 58): its
 * `long-tasks`, `bootup-time` and `mainthread-work-breakdown` audits (simulated times). Scripts are
 * named as a reader knows them: a route chunk by the module .docusaurus/registry.js loads into it,
 * named chunks by name, split chunks by number (the build records no name for them).
 */
const {existsSync, readFileSync} = require('node:fs');
const {join} = require('node:path');

/** Names a script URL of the build in `siteDir`; the audited `pageUrl`'s own tasks are parsing and layout. */
function chunkNamer(siteDir) {
  const registryFile = join(siteDir, '.docusaurus', 'registry.js');
  const modules = new Map();
  if (existsSync(registryFile)) {
    const source = readFileSync(registryFile, 'utf8');
    for (const match of source.matchAll(/webpackChunkName: "([^"]+)" \*\/ "([^"]+)"/g))
      modules.set(match[1], match[2].replace(/^@site\//, '').replace(/^@generated\//, 'generated '));
  }
  return (url, pageUrl) => {
    if (!url || url === 'Unattributable') return '(no script: browser work)';
    // Lighthouse's own gatherers, evaluated in the page after load: not the page's work.
    if (url.includes('_lighthouse-eval.js')) return "Lighthouse's own gathering (not the page)";
    if (pageUrl && url.replace(/\/$/, '') === pageUrl.replace(/\/$/, ''))
      return 'the page (HTML, style, layout)';
    const file = url.match(/\/assets\/js\/([^/?#]+?)\.[0-9a-f]{8}\.js(?:[?#].*)?$/);
    if (!file) return url;
    const name = file[1];
    if (modules.has(name)) return `${name} (${modules.get(name)})`;
    if (/^\d+$/.test(name)) return `split chunk ${name}`;
    return name;
  };
}

/** Lighthouse's task groups (`TaskGroupIds`), in short words. */
const GROUP_WORDS = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML parse',
  garbageCollection: 'GC',
  other: 'other',
};

/** The main-thread report of one Lighthouse result; `nameOf(url, pageUrl)` names the scripts. */
function mainThreadOf(lhr, nameOf) {
  const pageUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl;
  const round = (ms) => Math.round(ms);
  // The audit's debug data (each task's time by kind of work, its script by index), else its items.
  const {debugData: debug, items = []} = lhr.audits['long-tasks']?.details ?? {};
  const longTasks = (debug?.tasks ?? items).map((task) => {
    const url = debug?.tasks ? debug.urls[task.urlIndex] : task.url;
    return {
      startMs: round(task.startTime),
      durationMs: round(task.duration),
      url,
      script: nameOf(url, pageUrl),
      byWork: Object.fromEntries(
        Object.entries(GROUP_WORDS)
          .filter(([group]) => debug?.tasks && typeof task[group] === 'number' && task[group] >= 1)
          .map(([group, words]) => [words, round(task[group])]),
      ),
    };
  });
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
    url: item.url,
    script: nameOf(item.url, pageUrl),
    totalMs: round(item.total),
    scriptingMs: round(item.scripting),
    compileMs: round(item.scriptParseCompile),
  }));
  const byKind = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
    kind: item.groupLabel ?? item.group,
    ms: round(item.duration),
  }));
  return {longTasks: longTasks.sort((a, b) => a.startMs - b.startMs), bootup, byKind};
}

/** Printable lines of one run's main-thread report. */
function mainThreadLines({longTasks, bootup, byKind}) {
  const lines = [];
  if (longTasks.length === 0) lines.push('  no long task');
  for (const task of longTasks) {
    // Under simulated throttling Lighthouse times only top-level tasks, so its breakdown puts a
    // whole task under "other": printed only when it says more than that.
    const kinds = Object.keys(task.byWork);
    const work = (kinds.length === 1 && kinds[0] === 'other' ? [] : Object.entries(task.byWork))
      .sort((a, b) => b[1] - a[1])
      .map(([words, ms]) => `${words} ${ms}`)
      .join(', ');
    lines.push(
      `  long task at ${String(task.startMs).padStart(5)} ms, ${String(task.durationMs).padStart(4)} ms: ${task.script}${work ? ` [${work}]` : ''}`,
    );
  }
  if (bootup.length > 0)
    lines.push(
      `  by script (bootup-time, 50 ms or more): ${bootup
        .map((s) => `${s.script} ${s.totalMs} ms (script ${s.scriptingMs}, compile ${s.compileMs})`)
        .join('; ')}`,
    );
  if (byKind.length > 0)
    lines.push(`  by kind of work: ${byKind.map((k) => `${k.kind} ${k.ms}`).join(', ')} (ms)`);
  return lines;
}

module.exports = {chunkNamer, mainThreadOf, mainThreadLines};
