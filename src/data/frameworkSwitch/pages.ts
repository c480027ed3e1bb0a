/**
 * The switcher's page table (./README.md): in every docs page's first load, so it stays small. Where
 * the target has no page of the same name, the one `substitutes` names (never a not-found page).
 */
import {frameworkIds, frameworks, OTHERS_PAGE, type FrameworkId, type SectionId} from '../frameworks';

/** `section` is null for the `others` page. */
export interface DocPlace {
  readonly framework: FrameworkId;
  readonly section: SectionId | null;
  readonly page: string;
}

/** A route and, optionally, an anchor on it (no `#`). */
export interface SwitchTarget {
  readonly path: string;
  readonly hash?: string;
}

export function pathOf({framework, section, page}: DocPlace): string {
  return section ? `/docs/${framework}/${section}/${page}` : `/docs/${framework}/${page}`;
}

export function hrefOf(target: SwitchTarget): string {
  return target.hash ? `${target.path}#${target.hash}` : target.path;
}

function hasPage(framework: FrameworkId, section: SectionId | null, page: string): boolean {
  if (section === null) return page === OTHERS_PAGE;
  const spec = frameworks.find((f) => f.id === framework)?.sections.find((s) => s.id === section);
  return spec?.pages.includes(page) ?? false;
}

/** `/docs/react/api/props` → {framework: 'react', section: 'api', page: 'props'}; null for other paths. */
export function parseDocPath(pathname: string): DocPlace | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'docs') return null;
  const framework = frameworkIds.find((id) => id === parts[1]);
  if (!framework) return null;
  if (parts.length === 3 && parts[2] === OTHERS_PAGE) return {framework, section: null, page: OTHERS_PAGE};
  if (parts.length !== 4) return null;
  const section = parts[2] as SectionId;
  const page = parts[3]!;
  return hasPage(framework, section, page) ? {framework, section, page} : null;
}

type Substitute = (target: FrameworkId) => {section: SectionId; page: string; hash?: string};

/** Anchors named here are checked against the built pages by tests/unit/framework-switch.spec.ts. */
const substitutes: Readonly<Record<string, Substitute>> = {
  // Angular inputs are the React and Vue props, and the other way round.
  input_props: () => ({section: 'api', page: 'props'}),
  props: () => ({section: 'api', page: 'input_props'}),
  // Angular outputs are function props in React and Vue; Vue's note says why it has no emits.
  output_props: (target) => ({
    section: 'api',
    page: 'props',
    hash: target === 'vue' ? 'no-emits-events-are-function-props' : 'prop-category-callbacks',
  }),
  // Angular's spinner slot: React and Vue set a custom spinner with a prop.
  spinner: () => ({section: 'api', page: 'props', hash: 'prop-is-custom-spinner'}),
  // Angular's usage advice: the worked usage examples of the other packages.
  best_use: () => ({section: 'api', page: 'using_module'}),
  // Vue has no "What's new" page: its release history.
  whats_new: () => ({section: 'introduction', page: 'package_versions'}),
};

/** The page of `target` that answers what `from` answers (its own page when `target` is its framework). */
export function equivalentPage(from: DocPlace, target: FrameworkId): SwitchTarget {
  if (target === from.framework) return {path: pathOf(from)};
  if (hasPage(target, from.section, from.page)) return {path: pathOf({...from, framework: target})};
  const substitute = substitutes[from.page]?.(target);
  if (!substitute || !hasPage(target, substitute.section, substitute.page)) {
    // A page added to one framework only, with no substitute yet: its intro.
    return {path: pathOf({framework: target, section: 'introduction', page: 'intro'})};
  }
  const path = pathOf({framework: target, section: substitute.section, page: substitute.page});
  return substitute.hash ? {path, hash: substitute.hash} : {path};
}
