/**
 * The builder's Vue 3 file, a `<script setup lang="ts">` component. The package declares no emits:
 * every event is a function prop bound with `:`.
 */
import {
  ariaConstant,
  classesConstant,
  disableFunction,
  handlerName,
  itemType,
  loggingHandler,
  scriptHead,
  selectedText,
  settingAttributes,
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
    script.push(...disableFunction(plan));
  }
  attributes.push(
    ...settingAttributes(
      plan,
      (name, expression) => `:${name}="${expression}"`,
      (name, literal) => {
        script.push(`const ${name}Text = ${literal};`, '');
        return `${name}Text`;
      },
    ),
  );
  if (plan.aria) {
    attributes.push(`:${plan.aria.member}="ARIA"`);
    script.push(...ariaConstant(plan));
  }
  if (plan.lazy) {
    attributes.push(`:${plan.lazy.flag}="hasMore"`, `:${plan.lazy.handler}="loadMore"`);
    if (plan.lazy.total) attributes.push(`:${plan.lazy.total}="TOTAL"`);
  }
  if (plan.classes) {
    attributes.push(`:${plan.classes.member}="CLASSES"`);
    script.push(...classesConstant(plan));
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
    attributes.push(`:${event.name}="${handlerName(event.key)}"`);
    script.push(...loggingHandler(event));
  }

  const vueImports = [
    ...(plan.lazy ? ['computed', 'onMounted'] : []),
    ...(plan.lazy || plan.select ? ['ref'] : []),
  ];
  while (script[script.length - 1] === '') script.pop();

  return [
    `<!-- ${plan.summary} -->`,
    '<script setup lang="ts">',
    ...scriptHead(plan, 'vue', vueImports, 'Autocomplete'),
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
