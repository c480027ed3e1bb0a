/**
 * The offline search's contexts (`searchContextByPaths` of
 * @easyops-cn/docusaurus-search-local, set in docusaurus.config.ts): one per
 * framework's docs, so a search on a framework's pages covers that framework.
 * The search bar (src/theme/SearchBar) uses the same paths to search the
 * reader's chosen framework on pages outside the docs.
 */
import {frameworks, type FrameworkId} from './frameworks';

/** The search context of a framework's docs: its URL path without the leading slash. */
export function searchContextPath(id: FrameworkId): string {
  return `docs/${id}`;
}

export const searchContexts = frameworks.map((f) => ({
  label: `${f.shortLabel} docs`,
  path: searchContextPath(f.id),
}));
