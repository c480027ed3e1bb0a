/**
 * The single list of frameworks the site documents. Sidebars, navbar, footer,
 * tabs, the home page and the tests are all derived from it, so the three page
 * sets cannot drift apart silently. Their order is the site's one order, the navbar's:
 * React, Angular, Vue; every list of the frameworks (navbar, footer, cards, tabs,
 * switchers, compare columns) takes it from here.
 */
import type {FrameworkId} from './facts';

export type {FrameworkId};

/** A docs section and the pages it holds, in sidebar order. */
export interface SectionSpec {
  /** Folder under `docs/<framework>/`, also the URL segment. */
  readonly id: SectionId;
  readonly label: string;
  readonly pages: readonly string[];
}

export type SectionId = 'introduction' | 'installation' | 'api' | 'examples';

export interface Framework {
  readonly id: FrameworkId;
  /** Product name as written in prose: Angular, React, Vue 3. */
  readonly label: string;
  /** Short name for tabs and compact UI. */
  readonly shortLabel: string;
  readonly npmName: string;
  readonly sections: readonly SectionSpec[];
}

/**
 * Pages that are the same for every framework, in sidebar order. A framework
 * that lacks one lists it in `missingPages`; one that has an extra page lists
 * it in `extraPages`. The spec's route table is the source of both lists.
 */
const commonSections: readonly SectionSpec[] = [
  {
    id: 'introduction',
    label: 'Introduction',
    pages: [
      'intro',
      'package_info',
      'package_versions',
      'whats_new',
      'upgrade',
      'best_use',
      'other_information',
      'ai_assistants',
    ],
  },
  {id: 'installation', label: 'Installation', pages: ['install']},
  {
    id: 'api',
    label: 'API',
    pages: ['input_props', 'output_props', 'props', 'using_module', 'spinner', 'class_style', 'aria'],
  },
  {id: 'examples', label: 'Examples', pages: ['stackblitz']},
];

/** Pages of `commonSections` a framework does not have (explicit exceptions). */
const missingPages: Record<FrameworkId, readonly string[]> = {
  angular: ['props'],
  react: ['best_use', 'input_props', 'output_props', 'spinner'],
  vue: ['whats_new', 'best_use', 'input_props', 'output_props', 'spinner'],
};

function sectionsFor(id: FrameworkId): readonly SectionSpec[] {
  const missing = new Set(missingPages[id]);
  return commonSections.map((section) => ({
    ...section,
    pages: section.pages.filter((page) => !missing.has(page)),
  }));
}

export const frameworks: readonly Framework[] = [
  {
    id: 'react',
    label: 'React',
    shortLabel: 'React',
    npmName: 'react-autocomplete-plugin',
    sections: sectionsFor('react'),
  },
  {
    id: 'angular',
    label: 'Angular',
    shortLabel: 'Angular',
    npmName: 'ng-autocomplete-plugin',
    sections: sectionsFor('angular'),
  },
  {
    id: 'vue',
    label: 'Vue 3',
    shortLabel: 'Vue',
    npmName: 'vue-autocomplete-plugin',
    sections: sectionsFor('vue'),
  },
];

/** Every framework has a stand-alone "others" page at `/docs/<framework>/others`. */
export const OTHERS_PAGE = 'others';

export const frameworkIds: readonly FrameworkId[] = frameworks.map((f) => f.id);

/** One value per framework, by id: `byFramework((id) => limitationsOf(reference[id]))`. */
export function byFramework<T>(of: (id: FrameworkId) => T): {readonly [F in FrameworkId]: T} {
  return Object.fromEntries(frameworkIds.map((id) => [id, of(id)])) as {[F in FrameworkId]: T};
}

export function getFramework(id: FrameworkId): Framework {
  const framework = frameworks.find((f) => f.id === id);
  if (!framework) throw new Error(`Unknown framework "${id}"`);
  return framework;
}

/** Doc id of a page, e.g. `react/introduction/intro`. */
export function docId(framework: FrameworkId, section: SectionId, page: string): string {
  return `${framework}/${section}/${page}`;
}

/** Doc id of a framework's intro page, the target of navbar and footer links. */
export function introDocId(framework: FrameworkId): string {
  return docId(framework, 'introduction', 'intro');
}

/** Every doc id of a framework, in sidebar order (the `others` page last). */
export function docIdsOf(framework: Framework): string[] {
  return [
    ...framework.sections.flatMap((s) => s.pages.map((p) => docId(framework.id, s.id, p))),
    `${framework.id}/${OTHERS_PAGE}`,
  ];
}
