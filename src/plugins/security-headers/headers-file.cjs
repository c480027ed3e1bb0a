/**
 * Reads a `_headers` file (Netlify's and Cloudflare Pages' syntax) and answers which headers a path
 * gets as those hosts apply it: in a pattern `*` matches anything, slashes included, `:name` one
 * segment; every matching rule applies, a header several set gets their values joined with ", ".
 */

/** Parses the file; throws naming the line when it is malformed. */
function parseHeadersFile(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/') && !line.startsWith('https://')) {
        throw new Error(`_headers line ${index + 1}: a rule must start with / or https://: "${line}"`);
      }
      rules.push({pattern: line.trim(), headers: []});
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!header) throw new Error(`_headers line ${index + 1}: expected "Name: value": "${line.trim()}"`);
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any path`);
    rule.headers.push([header[1], header[2]]);
  });
  return rules;
}

function patternRegExp(pattern) {
  const path = pattern.replace(/^https:\/\/[^/]+/, '');
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':') && part.length > 1) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function matches(pattern, pathname) {
  return patternRegExp(pattern).test(pathname);
}

/** Headers for a URL path: [name, value] pairs in first-seen order, a repeated name's values joined. */
function headersFor(rules, pathname) {
  const merged = new Map();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

/** The rules matching a path that set a header (case-insensitive name): for tests and checks. */
function rulesSetting(rules, pathname, headerName) {
  const key = headerName.toLowerCase();
  return rules.filter(
    (rule) => matches(rule.pattern, pathname) && rule.headers.some(([name]) => name.toLowerCase() === key),
  );
}

module.exports = {parseHeadersFile, headersFor, rulesSetting, matches};
