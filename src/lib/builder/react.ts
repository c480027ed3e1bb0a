/** The builder's React file: a function component; lazily loaded pages and the picked item are state. */
import {
  ariaConstant,
  classesConstant,
  disableFunction,
  handlerName,
  indent,
  itemType,
  loggingHandler,
  plainAttributeText,
  scriptHead,
  selectedText,
  settingAttributes,
  type Plan,
} from './plan';

export function reactFile(plan: Plan): string {
  const type = itemType(plan);
  const attributes: string[] = [];
  const statements: string[] = [];
  const constants: string[] = [];

  attributes.push(plan.lazy ? 'dropdownData={items}' : 'dropdownData={ITEMS}');
  if (plan.lazy) statements.push(`const [items, setItems] = useState<${type}[]>([]);`);
  if (plan.select) statements.push(`const [selected, setSelected] = useState<${type} | null>(null);`);
  if (plan.objectProperty) attributes.push(`${plan.objectProperty}="name"`);
  if (plan.disableProperty) attributes.push(`${plan.disableProperty}="unavailable"`);
  if (plan.disableListFn) {
    attributes.push(`${plan.disableListFn}={isDisabled}`);
    constants.push(...disableFunction(plan));
  }
  attributes.push(
    ...settingAttributes(
      plan,
      (name, expression) => `${name}={${expression}}`,
      (_name, literal) => literal,
      (value) => plainAttributeText(value) && !value.includes("'"),
    ),
  );
  if (plan.aria) {
    attributes.push(`${plan.aria.member}={ARIA}`);
    constants.push(...ariaConstant(plan));
  }
  if (plan.lazy) {
    attributes.push(`${plan.lazy.flag}={items.length < TOTAL}`);
    attributes.push(`${plan.lazy.handler}={loadMore}`);
    if (plan.lazy.total) attributes.push(`${plan.lazy.total}={TOTAL}`);
    statements.push(
      '',
      'async function loadMore({dataIndex}: {dataIndex: number}): Promise<void> {',
      '  const page = await fetchPage(dataIndex);',
      '  // A new, longer array tells the component that the page has arrived.',
      '  setItems((previous) => [...previous, ...page]);',
      '}',
      '',
      'useEffect(() => {',
      '  void loadMore({dataIndex: 0});',
      '}, []);',
    );
  }
  if (plan.classes) {
    attributes.push(`${plan.classes.member}={CLASSES}`);
    constants.push(...classesConstant(plan));
  }
  if (plan.select) attributes.push(`${plan.select.name}={(item: ${type}) => setSelected(item)}`);
  for (const event of plan.events) {
    attributes.push(`${event.name}={${handlerName(event.key)}}`);
    constants.push(...loggingHandler(event));
  }

  const hooks = [...(plan.lazy ? ['useEffect'] : []), ...(plan.lazy || plan.select ? ['useState'] : [])];
  const element = ['<Autocomplete', ...attributes.map((a) => `  ${a}`), '/>'];
  const jsx = plan.select
    ? ['<>', ...element.map((l) => `  ${l}`), `  <p>Selected: {${selectedText(plan, 'selected')}}</p>`, '</>']
    : element;

  return [
    `// ${plan.summary}`,
    ...scriptHead(plan, 'react', hooks, 'Autocomplete'),
    ...constants,
    'export default function AutocompleteDemo() {',
    ...indent(statements, '  '),
    ...(statements.length > 0 ? [''] : []),
    '  return (',
    ...indent(jsx, '    '),
    '  );',
    '}',
    '',
  ].join('\n');
}
