/**
 * The announcement bar and front matter's `%version%`/`%date%` placeholders, from the facts, so a
 * release is a data change. The bar's HTML is under the base URL, as no Docusaurus link rewrites it;
 * percent signs, not braces, as MDX tooling would read braces as expressions.
 */
import {frameworkIds, frameworks, getFramework} from './frameworks';
import type {FactsFile, FrameworkId} from './facts';
import {formatDayMonthYear} from '../utils/format';

export interface Announcement {
  /** Stored as the dismissed bar's id: changes with every release announced. */
  readonly id: string;
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

const frameworkOfPath = (filePath: string): FrameworkId | undefined =>
  frameworkIds.find((id) => new RegExp(`[\\\\/]docs[\\\\/]${id}[\\\\/]`).test(filePath));

const TOKEN = new RegExp(`%(version|date)(?::(${frameworkIds.join('|')}))?%`, 'g');

/** A token that names no framework, in a file outside `docs/<framework>/`, stops the build. */
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
