/**
 * Reads a `_headers` file (the syntax Netlify and Cloudflare Pages share) and
 * answers which headers a path gets, the way those hosts apply it:
 * - a line starting with `/` (or `https://`) opens a rule; indented
 *   `Name: value` lines below it are its headers; `#` starts a comment;
 * - in a pattern, `*` matches any characters (slashes included) and
 *   `:name` one path segment; the rest matches literally;
 * - every matching rule applies, in file order; a header set by several
 *   matching rules gets their values joined with ", " (as both hosts do).
 * Used by scripts/serve.mjs (local serving = production), the unit tests and
 * the build:checked verifier.
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

/** A rule's pattern as a regular expression over the URL path. */
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

/** True when the rule's pattern matches the URL path. */
function matches(pattern, pathname) {
  return patternRegExp(pattern).test(pathname);
}

/**
 * Headers for a URL path: [name, value] pairs in first-seen order, names as
 * first written, values of a repeated name joined with ", ".
 */
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
