/**
 * Remark plugin: expands `<ApiTable framework="react" kind="members" />` in an
 * MDX page into one real Markdown heading per category (`### Display`, id
 * `prop-category-display`), each followed by that category's table
 * (`<ApiTable framework="react" kind="members" category="display" />`).
 *
 * Docusaurus builds a page's table of contents from the Markdown headings of
 * its MDX at compile time; headings rendered by a component are not in it.
 * The categories come from the package facts (src/data/library-facts.json,
 * the build's one checked read of it, src/data/facts/read.ts,
 * shaped by the core's `factsModules` as the pages get them), so the headings
 * follow the facts: a new category needs no code here (only its name in the
 * schema's `MEMBER_CATEGORIES` and a label). `grouped={false}` and tables that
 * already name a category are left as they are. Registered in docusaurus.config.ts (`beforeDefaultRemarkPlugins`
 * of the docs), so core's heading plugin keeps the ids set here.
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

/** The site whose facts the headings follow. */
const SITE_DIR = path.join(__dirname, '..', '..');

/** Category headings of a framework's members: label, id and category key, in page order. */
export function memberCategories(facts: FullFacts): {category: string; label: string; id: string}[] {
  const api = getApi(facts);
  return categoriesOf(api.members).map((category) => ({
    category,
    label: categoryLabel(category),
    id: categoryAnchor(api.memberKind, category),
  }));
}

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
          attribute(node, 'category') === undefined &&
          attribute(node, 'grouped') === undefined;
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
        const replacement: Node[] = memberCategories(facts).flatMap(({category, label, id}) => [
          {
            type: 'heading',
            depth: 3,
            children: [{type: 'text', value: label}],
            data: {hProperties: {id}},
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
