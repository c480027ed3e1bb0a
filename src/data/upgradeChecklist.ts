/**
 * The upgrade guide's checklist for a range of releases, from the guide ./upgrade.ts writes. No React
 * and no version parser, so the page computes another range in the browser with the build's functions.
 */
import type {HistoryChange} from './facts';
import type {FrameworkId} from './frameworks';

/** Before the upgrade, while changing the code, or after it (what users see). */
export type Phase = 'before' | 'during' | 'after';
export const PHASES: readonly Phase[] = ['before', 'during', 'after'];

export type ChangeKind = HistoryChange['change'];

export interface Binding {
  readonly name: string;
  /** `bound`: a value in the framework's binding syntax; `text`: a plain string attribute; `event`: an Angular output. */
  readonly as: 'bound' | 'text' | 'event';
  /** An expression (bound), the text (text), or the handler method (event). */
  readonly value: string;
}

export interface Snippet {
  readonly typeImports: readonly string[];
  /** `const name: Type = value` declarations (Angular: class fields). */
  readonly fields: readonly {readonly name: string; readonly type: string; readonly value: string}[];
  /** Attributes after `dropdownData`, which every snippet binds to `items`. */
  readonly bindings: readonly Binding[];
}

export interface UpgradeItem {
  /** Its anchor on the upgrade page (stable: release, change, member). */
  readonly id: string;
  readonly release: string;
  readonly phase: Phase;
  readonly change: ChangeKind;
  /** The name the release before had (a removed or renamed member's old name). */
  readonly member?: string;
  /** What to do or know, one or two sentences; `backticks` mark code. */
  readonly text: string;
  /** The change in a few words, for the list of every release's changes. */
  readonly label: string;
  readonly code?: {readonly before: Snippet; readonly after: Snippet};
}

export interface GuideRelease {
  readonly version: string;
  readonly date: string | null;
  readonly intermediate: boolean;
  readonly notes: readonly string[];
  /** Null when the history does not record them. */
  readonly peers: Readonly<Record<string, string>> | null;
}

/** A release as the guide and the release list name it: `1.0.3`, `1.0.4 (intermediate)`. */
export const releaseLabel = (release: GuideRelease) =>
  release.intermediate ? `${release.version} (intermediate)` : release.version;

/** A package's whole upgrade guide: its releases oldest first, and their items in release order. */
export interface UpgradeGuide {
  readonly framework: FrameworkId;
  readonly npmName: string;
  readonly releases: readonly GuideRelease[];
  readonly items: readonly UpgradeItem[];
}

export interface Checklist {
  readonly from: string;
  readonly to: string;
  readonly items: readonly UpgradeItem[];
  readonly byPhase: Readonly<Record<Phase, readonly UpgradeItem[]>>;
  /** Peer ranges of `to`, or of the latest release before it that records them. */
  readonly peersOfTarget: {readonly release: string; readonly peers: Readonly<Record<string, string>>} | null;
  readonly defaultsToCheck: readonly string[];
}

function indexOf(guide: UpgradeGuide, argument: 'from' | 'to', version: string): number {
  const at = guide.releases.findIndex((r) => r.version === version);
  if (at === -1)
    throw new Error(
      `${argument} "${String(version)}" is no release of ${guide.npmName} (releases: ${guide.releases.map((r) => r.version).join(', ')})`,
    );
  return at;
}

/** The items after `from` up to and including `to`; throws, naming the argument, on a bad version. */
export function checklistFor(guide: UpgradeGuide, from: string, to: string): Checklist {
  const start = indexOf(guide, 'from', from);
  const end = indexOf(guide, 'to', to);
  if (start > end)
    throw new Error(`from "${from}" is after to "${to}" (expected from to be the older release)`);
  const inRange = new Set(guide.releases.slice(start + 1, end + 1).map((r) => r.version));
  const items = guide.items.filter((item) => inRange.has(item.release));
  const byPhase = Object.fromEntries(
    PHASES.map((phase) => [phase, items.filter((item) => item.phase === phase)]),
  ) as Record<Phase, UpgradeItem[]>;
  const target = guide.releases
    .slice(0, end + 1)
    .reverse()
    .find((r) => r.peers !== null);
  return {
    from,
    to,
    items,
    byPhase,
    peersOfTarget: target?.peers ? {release: target.version, peers: target.peers} : null,
    defaultsToCheck: [
      ...new Set(items.filter((i) => i.change === 'default' && i.member).map((i) => i.member!)),
    ],
  };
}

export function defaultRange(guide: UpgradeGuide): {from: string; to: string} {
  return {from: guide.releases[0]!.version, to: guide.releases.at(-1)!.version};
}

/** A range read from an address's query (`?from=1.0.1&to=2.1.4`), with what was wrong with it. */
export interface RangeFromQuery {
  readonly from: string;
  readonly to: string;
  /** Why a parameter was not used, naming it; empty when both were used or absent. */
  readonly problems: readonly string[];
}

/** The range an address asks for; a missing or wrong end falls back to the default range's. */
export function rangeFromQuery(guide: UpgradeGuide, search: string): RangeFromQuery {
  const params = new URLSearchParams(search);
  const fallback = defaultRange(guide);
  const versions = guide.releases.map((r) => r.version);
  const problems: string[] = [];
  const read = (name: 'from' | 'to'): string => {
    const value = params.get(name);
    if (value === null || value === '') return fallback[name];
    if (!versions.includes(value)) {
      problems.push(
        `?${name}=${value} is not a release of ${guide.npmName}; showing ${name === 'from' ? 'from' : 'to'} ${fallback[name]}.`,
      );
      return fallback[name];
    }
    return value;
  };
  const from = read('from');
  const to = read('to');
  // Both releases, the wrong way round: the reader meant the range between them.
  if (versions.indexOf(from) > versions.indexOf(to)) {
    problems.push(`?from=${from} is after ?to=${to}; swapped them: showing ${to} to ${from}.`);
    return {from: to, to: from, problems};
  }
  return {from, to, problems};
}

export function queryOf(from: string, to: string): string {
  return `?${new URLSearchParams({from, to}).toString()}`;
}

// Snippets as each framework writes them.

const TAG: Readonly<Record<FrameworkId, string>> = {
  angular: 'ng-autocomplete',
  react: 'Autocomplete',
  vue: 'Autocomplete',
};

function attribute(framework: FrameworkId, binding: Binding): string {
  const {name, as, value} = binding;
  if (as === 'text') return `${name}=${JSON.stringify(value)}`;
  if (framework === 'angular')
    return as === 'event' ? `(${name})="${value}($event)"` : `[${name}]="${value}"`;
  if (framework === 'react') return `${name}={${value}}`;
  return `:${name}="${value}"`;
}

/** The component in a template or JSX, with `dropdownData` bound to `items`. */
function componentMarkup(framework: FrameworkId, snippet: Snippet): string {
  const attributes = [
    attribute(framework, {name: 'dropdownData', as: 'bound', value: 'items'}),
    ...snippet.bindings.map((b) => attribute(framework, b)),
  ];
  const tag = TAG[framework];
  const oneLine = attributes.join(' ');
  const inline = oneLine.length <= 60;
  const open = inline ? `<${tag} ${oneLine}` : `<${tag}\n${attributes.map((a) => `  ${a}`).join('\n')}\n`;
  if (framework === 'angular') return `${open}></${tag}>`;
  return inline ? `${open} />` : `${open}/>`;
}

function scriptOf(framework: FrameworkId, npmName: string, snippet: Snippet) {
  const {typeImports} = snippet;
  const declare = framework === 'angular' ? '' : 'const ';
  return {
    imports: typeImports.length ? [`import type {${typeImports.join(', ')}} from '${npmName}';`] : [],
    fields: snippet.fields.map((field) => `${declare}${field.name}: ${field.type} = ${field.value};`),
  };
}

export function snippetLanguage(framework: FrameworkId, snippet: Snippet): string {
  if (framework === 'react') return 'tsx';
  if (framework === 'vue') return 'vue';
  return snippet.typeImports.length || snippet.fields.length ? 'ts' : 'html';
}

/** A snippet as the page shows it: the component alone, or with the script lines it needs. */
export function snippetText(framework: FrameworkId, npmName: string, snippet: Snippet): string {
  const markup = componentMarkup(framework, snippet);
  const {imports, fields} = scriptOf(framework, npmName, snippet);
  const script = [...imports, ...fields];
  if (!script.length) return markup;
  if (framework === 'react') return `${script.join('\n')}\n\n${markup}`;
  if (framework === 'vue')
    return `<script setup lang="ts">\n${script.join('\n')}\n</script>\n\n<template>\n${indent(markup)}\n</template>`;
  return [
    ...imports,
    ...(imports.length ? [''] : []),
    '// In the component class:',
    ...fields,
    '',
    '// In its template:',
    ...markup.split('\n').map((l) => `// ${l}`),
  ].join('\n');
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

/** A snippet in a whole component file, as a project would hold it: what the tests type-check and compile. */
export function snippetFile(framework: FrameworkId, npmName: string, snippet: Snippet): string {
  const {imports, fields} = scriptOf(framework, npmName, snippet);
  const script = [...imports, ...fields];
  const markup = componentMarkup(framework, snippet);
  if (framework === 'react') {
    return `import {Autocomplete} from '${npmName}';
${script.join('\n')}

const items = ['Apple', 'Banana', 'Cherry'];
const onEvent = (value: unknown) => console.log(value);

export default function App() {
  void onEvent;
  return (
${indent(indent(markup))}
  );
}
`;
  }
  if (framework === 'vue') {
    return `<script setup lang="ts">
import {Autocomplete} from '${npmName}';
${script.join('\n')}

const items = ['Apple', 'Banana', 'Cherry'];
const onEvent = (value: unknown) => console.log(value);
void onEvent;
</script>

<template>
${indent(markup)}
</template>
`;
  }
  return `import {Component, NgModule} from '@angular/core';
import {BrowserModule} from '@angular/platform-browser';
import {NgAutocompletePluginModule} from '${npmName}';
${imports.join('\n')}

@Component({
  selector: 'app-root',
  standalone: false,
  template: \`${markup}\`,
})
export class AppComponent {
  items = ['Apple', 'Banana', 'Cherry'];
${fields.map((f) => `  ${f}`).join('\n')}
  onEvent(value: unknown): void {
    console.log(value);
  }
}

@NgModule({
  declarations: [AppComponent],
  imports: [BrowserModule, NgAutocompletePluginModule],
  bootstrap: [AppComponent],
})
export class AppModule {}
`;
}
