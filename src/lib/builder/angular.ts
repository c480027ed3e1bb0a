/**
 * The builder's Angular file: a standalone component importing the package's NgModule. Lazily
 * loaded pages arrive after an await, so they live in signals (Angular 16+) and render under OnPush
 * or zoneless change detection too. Outputs fire only when their `trigger…` input is true.
 */
import {
  classesConstant,
  disableRule,
  handlerName,
  indent,
  itemType,
  scriptHead,
  selectedText,
  settingAttributes,
  type Plan,
} from './plan';

export function angularFile(plan: Plan): string {
  const type = itemType(plan);
  const attributes: string[] = [];
  const members: string[] = [];
  const methods: string[] = [];
  const constants: string[] = [];

  if (plan.lazy) {
    attributes.push(`[dropdownData]="items()"`);
    members.push(`readonly items = signal<${type}[]>([]);`);
    members.push('readonly hasMore = computed(() => this.items().length < TOTAL);');
  } else {
    attributes.push(`[dropdownData]="items"`);
    members.push('readonly items = ITEMS;');
  }
  if (plan.objectProperty) attributes.push(`${plan.objectProperty}="name"`);
  if (plan.disableProperty) attributes.push(`${plan.disableProperty}="unavailable"`);
  if (plan.disableListFn) {
    attributes.push(`[${plan.disableListFn}]="isDisabled"`);
    members.push(`readonly isDisabled = (_index: number, item: ${type}): boolean => ${disableRule(plan)};`);
  }
  attributes.push(
    ...settingAttributes(
      plan,
      (name, expression) => `[${name}]="${expression}"`,
      (name, literal) => {
        members.push(`readonly ${name}Text = ${literal};`);
        return `${name}Text`;
      },
    ),
  );
  if (plan.lazy) {
    attributes.push(`[${plan.lazy.flag}]="hasMore()"`);
    if (plan.lazy.total) {
      attributes.push(`[${plan.lazy.total}]="total"`);
      members.push('readonly total = TOTAL;');
    }
    attributes.push(`(${plan.lazy.handler})="loadMore($event)"`);
  }
  if (plan.classes) {
    attributes.push(`[${plan.classes.member}]="classes"`);
    members.push('readonly classes = CLASSES;');
    constants.push(...classesConstant(plan));
  }
  if (plan.select) {
    attributes.push(`(${plan.select.name})="onSelect($event)"`);
    members.push(`selected: ${type} | null = null;`);
    methods.push(`onSelect(item: ${type}): void {`, '  this.selected = item;', '}');
  }
  for (const event of plan.events) {
    if (event.flag) attributes.push(`[${event.flag}]="true"`);
    const handler = handlerName(event.key);
    attributes.push(`(${event.name})="${handler}($event)"`);
    if (methods.length > 0) methods.push('');
    methods.push(`${handler}(event: unknown): void {`, `  console.log('${event.name}', event);`, '}');
  }
  if (plan.lazy) {
    const lazyMethods = [
      'async loadMore(event: {dataIndex: number}): Promise<void> {',
      '  const page = await fetchPage(event.dataIndex);',
      '  // A new, longer array: the component notices it and shows the page.',
      '  this.items.update((items) => [...items, ...page]);',
      '}',
    ];
    methods.unshift(...lazyMethods, ...(methods.length > 0 ? [''] : []));
  }

  const coreImports = ['Component', ...(plan.lazy ? ['computed', 'signal'] : [])];
  const template = [
    '    <ng-autocomplete',
    ...attributes.map((a, i) => `      ${a}${i === attributes.length - 1 ? '></ng-autocomplete>' : ''}`),
    ...(plan.select ? [`    <p>Selected: {{ ${selectedText(plan, 'selected')} }}</p>`] : []),
  ];
  const body = [
    ...indent(members, '  '),
    ...(plan.lazy ? ['', '  constructor() {', '    void this.loadMore({dataIndex: 0});', '  }'] : []),
    ...(methods.length > 0 ? ['', ...indent(methods, '  ')] : []),
  ];

  return [
    `// ${plan.summary}`,
    ...scriptHead(plan, '@angular/core', coreImports, 'NgAutocompletePluginModule'),
    ...constants,
    '@Component({',
    "  selector: 'app-autocomplete-demo',",
    '  standalone: true,',
    '  // The package ships an NgModule (its component is not standalone): import the module.',
    '  imports: [NgAutocompletePluginModule],',
    '  template: `',
    ...template,
    '  `,',
    '})',
    'export class AutocompleteDemoComponent {',
    ...body,
    '}',
    '',
  ].join('\n');
}
