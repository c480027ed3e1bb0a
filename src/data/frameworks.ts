/**
 * The single list of frameworks the site documents: sidebars, navbar, footer, tabs, the home page and
 * the tests derive from it, in its order (React, Angular, Vue), so the page sets cannot drift apart.
 */
import type {FrameworkId} from './facts';

export type {FrameworkId};

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
  readonly shortLabel: string;
  readonly npmName: string;
  readonly sections: readonly SectionSpec[];
}

/** Every framework's pages, in sidebar order, but those `missingPages` names. */
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

export const frameworks: readonly Framework[] = (
  [
    {id: 'react', label: 'React', shortLabel: 'React', npmName: 'react-autocomplete-plugin'},
    {id: 'angular', label: 'Angular', shortLabel: 'Angular', npmName: 'ng-autocomplete-plugin'},
    {id: 'vue', label: 'Vue 3', shortLabel: 'Vue', npmName: 'vue-autocomplete-plugin'},
  ] as const
).map((framework) => ({...framework, sections: sectionsFor(framework.id)}));

/** `/docs/<framework>/others`, outside the sections. */
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

/** `react/introduction/intro`. */
export function docId(framework: FrameworkId, section: SectionId, page: string): string {
  return `${framework}/${section}/${page}`;
}

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
