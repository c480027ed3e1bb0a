/**
 * Three sidebars (angular, react, vue), built from the one framework list in
 * src/data/frameworks.ts so the page sets cannot drift apart.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docId, frameworks, OTHERS_PAGE, type Framework} from './src/data/frameworks';

function sidebarFor(framework: Framework) {
  return [
    ...framework.sections.map((section) => ({
      type: 'category' as const,
      label: section.label,
      collapsible: true,
      collapsed: section.id !== 'introduction',
      items: section.pages.map((page) => docId(framework.id, section.id, page)),
    })),
    {type: 'doc' as const, id: `${framework.id}/${OTHERS_PAGE}`, label: 'Support and roadmap'},
  ];
}

const sidebars: SidebarsConfig = Object.fromEntries(
  frameworks.map((framework) => [framework.id, sidebarFor(framework)]),
);

export default sidebars;
