/**
 * Remark plugin: expands `<ApiTable framework="react" kind="members" />` into one Markdown heading per
 * category (`### Display`, id `prop-category-display`), each followed by
 * `<ApiTable framework="react" kind="members" category="display" />`, because the table of contents
 * holds only Markdown headings. Categories come from the facts (src/data/facts/read.ts, `factsModules`).
 * Registered in `beforeDefaultRemarkPlugins`, so core's heading plugin keeps the ids set here.
 */
import path from 'node:path';
import {factsModules, readFactsSync} from '../data/facts';
import type {FactsFile, FrameworkId, FullFacts} from '../data/facts';
import {categoriesOf, categoryAnchor, categoryLabel, getApi} from '../data/api';

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  [key: string]: unknown;
}

const SITE_DIR = path.join(__dirname, '..', '..');

/** The modules of each checked read of the facts, computed once per read. */
const modulesOfFacts = new WeakMap<FactsFile, Record<string, FullFacts>>();

function readFacts(): Record<string, FullFacts> {
  const facts = readFactsSync(SITE_DIR);
  let modules = modulesOfFacts.get(facts);
  if (!modules) {
    modules = factsModules(facts) as unknown as Record<string, FullFacts>;
    modulesOfFacts.set(facts, modules);
  }
  return modules;
}

function attribute(node: Node, name: string): unknown {
  return node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
}

export default function apiTableHeadings() {
  return (root: Node): void => {
    let modules: Record<string, FullFacts> | undefined;
    const expand = (parent: Node): void => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i += 1) {
        const node = children[i]!;
        const isMembersTable =
          node.type === 'mdxJsxFlowElement' &&
          node.name === 'ApiTable' &&
          attribute(node, 'kind') === 'members' &&
          attribute(node, 'category') === undefined;
        if (!isMembersTable) {
          expand(node);
          continue;
        }
        const framework = attribute(node, 'framework');
        if (typeof framework !== 'string') {
          throw new Error('<ApiTable kind="members"> needs a literal framework="..." to list its categories');
        }
        modules ??= readFacts();
        const facts = modules[`${framework}-reference`];
        if (!facts) throw new Error(`<ApiTable>: no facts for framework "${framework as FrameworkId}"`);
        const api = getApi(facts);
        const replacement: Node[] = categoriesOf(api.members).flatMap((category) => [
          {
            type: 'heading',
            depth: 3,
            children: [{type: 'text', value: categoryLabel(category)}],
            data: {hProperties: {id: categoryAnchor(api.memberKind, category)}},
          },
          {
            ...node,
            attributes: [
              ...(node.attributes ?? []),
              {type: 'mdxJsxAttribute', name: 'category', value: category},
            ],
          },
        ]);
        children.splice(i, 1, ...replacement);
        i += replacement.length - 1;
      }
    };
    expand(root);
  };
}
