/**
 * The builder's Vue 3 file: a `<script setup lang="ts">` single-file
 * component. The package declares no emits: every event is a function prop
 * bound with `:`, like any value that is not a plain string.
 */
import {
  ariaLines,
  classLines,
  dataDeclarations,
  disableRule,
  handlerName,
  itemInterface,
  itemType,
  plainAttributeText,
  quote,
  selectedText,
  stylingComment,
  type Plan,
} from './plan';

export function vueFile(plan: Plan): string {
  const type = itemType(plan);
  const attributes: string[] = [];
  const script: string[] = [];

  if (plan.lazy) {
    // The package's README advises mounting it once the first page of fetched data is in.
    attributes.push('v-if="items.length > 0"', ':dropdownData="items"');
    script.push(
      `const items = ref<${type}[]>([]);`,
      'const hasMore = computed(() => items.value.length < TOTAL);',
      '',
      'async function loadMore({dataIndex}: {dataIndex: number}): Promise<void> {',
      '  const page = await fetchPage(dataIndex);',
      '  items.value = [...items.value, ...page];',
      '}',
      '',
      'onMounted(() => loadMore({dataIndex: 0}));',
      '',
    );
  } else {
    attributes.push(':dropdownData="ITEMS"');
  }
  if (plan.objectProperty) attributes.push(`${plan.objectProperty}="name"`);
  if (plan.objectSearch) {
    attributes.push(`:${plan.objectSearch}="SEARCH_BY_NAME"`);
    script.push(
      '// Without relative search, typing in a list of objects matches nothing in this',
      '// release; this searches the key that is shown.',
      "const SEARCH_BY_NAME = {relativeSearch: {includeOnly: ['name']}};",
      '',
    );
  }
  if (plan.disableProperty) attributes.push(`${plan.disableProperty}="unavailable"`);
  if (plan.disableListFn) {
    attributes.push(`:${plan.disableListFn}="isDisabled"`);
    script.push(
      '/** Rows for which this returns true cannot be picked. */',
      `function isDisabled(_index: number, item: ${type}): boolean {`,
      `  return ${disableRule(plan)};`,
      '}',
      '',
    );
  }
  for (const {name, value} of plan.settings) {
    if (typeof value !== 'string') {
      attributes.push(`:${name}="${String(value)}"`);
    } else if (plainAttributeText(value)) {
      attributes.push(`${name}="${value}"`);
    } else {
      attributes.push(`:${name}="${name}Text"`);
      script.push(`const ${name}Text = ${quote(value)};`, '');
    }
  }
  if (plan.aria) {
    attributes.push(`:${plan.aria.member}="ARIA"`);
    script.push('const ARIA = {', ...ariaLines(plan, '  '), '};', '');
  }
  if (plan.lazy) {
    attributes.push(`:${plan.lazy.flag}="hasMore"`, `:${plan.lazy.handler}="loadMore"`);
    if (plan.lazy.total) attributes.push(`:${plan.lazy.total}="TOTAL"`);
  }
  if (plan.classes) {
    attributes.push(`:${plan.classes.member}="CLASSES"`);
    script.push(stylingComment(plan)!, 'const CLASSES = {', ...classLines(plan, '  '), '};', '');
  }
  if (plan.select) {
    attributes.push(`:${plan.select.name}="onSelect"`);
    script.push(
      `const selected = ref<${type} | null>(null);`,
      '',
      `function onSelect(item: ${type}): void {`,
      '  selected.value = item;',
      '}',
      '',
    );
  }
  for (const event of plan.events) {
    const handler = handlerName(event.key);
    attributes.push(`:${event.name}="${handler}"`);
    script.push(
      `function ${handler}(event: unknown): void {`,
      `  console.log('${event.name}', event);`,
      '}',
      '',
    );
  }

  const vueImports = [
    ...(plan.lazy ? ['computed', 'onMounted'] : []),
    ...(plan.lazy || plan.select ? ['ref'] : []),
  ];
  while (script[script.length - 1] === '') script.pop();

  return [
    `<!-- ${plan.summary} -->`,
    '<script setup lang="ts">',
    ...(vueImports.length > 0 ? [`import {${vueImports.join(', ')}} from 'vue';`] : []),
    `import {Autocomplete} from '${plan.catalogue.npmName}';`,
    '',
    ...itemInterface(plan),
    ...dataDeclarations(plan, 'ITEMS'),
    ...script,
    '</script>',
    '',
    '<template>',
    '  <Autocomplete',
    ...attributes.map((a, i) => `    ${a}${i === attributes.length - 1 ? ' />' : ''}`),
    ...(plan.select ? [`  <p>Selected: {{ ${selectedText(plan, 'selected')} }}</p>`] : []),
    '</template>',
    '',
  ].join('\n');
}
