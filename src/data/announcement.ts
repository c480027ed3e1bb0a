/**
 * The announcement bar and the version placeholders of front matter, both
 * derived from the facts file, so a release is a data change:
 *
 * - the bar announces the latest release of `announcedPackage` (its first
 *   change) and links to that framework's What's new page (or its version
 *   history when it has none), under the site's base URL (the bar's content is
 *   HTML, which no Docusaurus link rewrites); its id names the release, so a
 *   new release shows the bar again to readers who closed the previous one;
 * - `%version%` in a docs page's front matter becomes the latest version of the
 *   page's framework (`docs/<framework>/...`), `%version:react%` that of the
 *   framework named, `%date%` its release date or "release date not published".
 *   (Percent signs, not braces: MDX tooling would read braces as expressions.)
 *
 * Pure functions of the validated facts (src/data/facts/validate.ts);
 * docusaurus.config.ts calls them at build time.
 */
import {frameworkIds, frameworks, getFramework} from './frameworks';
import type {FactsFile, FrameworkId} from './facts';
import {formatDayMonthYear} from '../utils/format';

export interface Announcement {
  /** Stored as the dismissed bar's id: changes with every release announced. */
  readonly id: string;
  /** HTML of the bar. */
  readonly content: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first clause of a change ("Escape closes the list; ..." → "Escape closes the list"). */
function headline(change: string): string {
  return change
    .replace(/`/g, '')
    .split(/;\s|\.\s|\.$/)[0]!
    .trim();
}

/** Where a framework's readers see what a release changed: a path inside the site, without the base URL. */
export function whatsNewPath(framework: FrameworkId): string {
  const intro = getFramework(framework).sections.find((s) => s.id === 'introduction');
  const page = intro?.pages.includes('whats_new') ? 'whats_new' : 'package_versions';
  return `/docs/${framework}/introduction/${page}`;
}

/** `baseUrl`: the site's base URL (`siteConfig.baseUrl`), which the bar's link starts with. */
export function announcementOf(facts: FactsFile, baseUrl = '/'): Announcement {
  const framework = facts.announcedPackage;
  const pkg = facts.packages[framework];
  const version = pkg.latestVersion;
  const release = pkg.releases.find((r) => r.version === version);
  const label = getFramework(framework).label;
  const change = release?.changes[0];
  const text = change
    ? `${label} autocomplete ${version}: ${headline(change)}.`
    : `${label} autocomplete ${version} is out.`;
  return {
    id: `${framework}-${version.replace(/[^0-9A-Za-z]+/g, '-')}`,
    content: `${escapeHtml(text)} <a href="${baseUrl}${whatsNewPath(framework).slice(1)}">See what is new</a>.`,
  };
}

/** The framework a docs file belongs to, from its path (`.../docs/react/...`), if any. */
const frameworkOfPath = (filePath: string): FrameworkId | undefined =>
  frameworkIds.find((id) => new RegExp(`[\\\\/]docs[\\\\/]${id}[\\\\/]`).test(filePath));

const TOKEN = new RegExp(`%(version|date)(?::(${frameworkIds.join('|')}))?%`, 'g');

/**
 * Replaces `%version%`, `%date%`, `%version:<framework>%` and `%date:<framework>%`
 * in a front-matter string. A token that names no framework, in a file outside
 * `docs/<framework>/`, stops the build naming the file.
 */
export function fillVersionTokens(text: string, facts: FactsFile, filePath: string): string {
  return text.replace(TOKEN, (token, what: 'version' | 'date', named: FrameworkId | undefined) => {
    const framework = named ?? frameworkOfPath(filePath);
    if (!framework) {
      throw new Error(
        `${filePath}: front matter uses ${token}, but the file is not under docs/<framework>/; ` +
          `name the framework, for example %${what}:${frameworks[0]!.id}%.`,
      );
    }
    const pkg = facts.packages[framework];
    if (what === 'version') return pkg.latestVersion;
    return pkg.latestVersionDate ? formatDayMonthYear(pkg.latestVersionDate) : 'release date not published';
  });
}

/** Every string of a front-matter object with its tokens filled. */
export function fillFrontMatter<T>(value: T, facts: FactsFile, filePath: string): T {
  if (typeof value === 'string') return fillVersionTokens(value, facts, filePath) as T;
  if (Array.isArray(value)) return value.map((v) => fillFrontMatter(v, facts, filePath)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillFrontMatter(v, facts, filePath)]),
    ) as T;
  }
  return value;
}
