/**
 * The accessibility criteria an autocomplete is judged by (issue 60), each with its judge and what an
 * app can do when a package misses it. The judges read what tests/support/a11yObservation.ts saw the
 * real packages do (`npm run check:packages` records the verdicts into ./ariaTraits.json).
 */
import type {FrameworkId} from './frameworks';
import type {CriterionRecord, PackageTraits, TraitAttributes} from './ariaTraits';

export type Verdict = CriterionRecord['verdict'];
export type Judgement = CriterionRecord;

export interface SeenElement {
  readonly tag: string;
  readonly text: string;
  readonly attributes: TraitAttributes;
}

export interface A11yObservation {
  /** The ARIA of the input and the rows at each key (the recording's steps). */
  readonly traits: PackageTraits;
  /** The input's role and accessible name as the browser's accessibility tree has them. */
  readonly inputName: {readonly role: string; readonly name: string};
  /** Where the name comes from: `aria-label`, `aria-labelledby`, a `<label>`, or only the placeholder. */
  readonly nameSource: 'aria-label' | 'aria-labelledby' | 'label' | 'placeholder' | 'none';
  /** The element holding the rows, after typing. */
  readonly list: SeenElement | null;
  /** Whether a row's look (class, style, background) changes on ArrowDown. */
  readonly highlightMoves: boolean;
  /** The text of the row highlighted before Enter, the input's value after it, rows shown after. */
  readonly enter: {readonly highlighted: string | null; readonly value: string; readonly rowsShown: boolean};
  /** After Escape: rows shown, and whether the input keeps the focus. */
  readonly escape: {readonly rowsShown: boolean; readonly focusInInput: boolean};
  /** A row chosen with the pointer: its text, the input's value after, and where the focus is. */
  readonly click: {readonly row: string; readonly value: string; readonly focusInInput: boolean};
  /** The live regions' text (aria-live, role status, alert or log) after typing, and each row's aria-setsize. */
  readonly count: {
    readonly live: readonly string[];
    readonly setSize: string | null;
    readonly rows: readonly string[];
  };
  /** After typing text no row matches: what is shown, and whether it is in a live region. */
  readonly noResults: {readonly shown: readonly string[]; readonly live: readonly string[]};
  /** The clear control shown while there is text: what it is, and what clicking it did. */
  readonly clear: {
    readonly control: SeenElement | null;
    readonly name: string;
    readonly focusable: boolean;
    readonly emptied: boolean;
    readonly focusInInput: boolean;
  };
  /** The Using page's disabled-rows example: each row, whether a click chose it, and its aria-disabled. */
  readonly disabledRows: readonly {
    readonly text: string;
    readonly chosen: boolean;
    readonly ariaDisabled: string | null;
  }[];
  /** The Using page's lazy-loading example, while a page loads: each busy or live signal seen. */
  readonly loading: readonly string[];
  /** The virtual screen reader's transcript in the accessibility page, a line a key or focus change. */
  readonly transcript: readonly string[];
}

export interface RemedyFacts {
  readonly id: FrameworkId;
  readonly ariaKeys: readonly {readonly name: string; readonly appliesTo: string}[];
  readonly members: readonly string[];
}

export interface Criterion {
  readonly id: string;
  readonly title: string;
  readonly how: string;
  readonly judge: (seen: A11yObservation) => Judgement;
  /** What an app can do when the package misses it, from the facts; none: nothing but a change in the package (NOTHING). */
  readonly remedy?: (facts: RemedyFacts) => string;
}

export function remedyFactsOf(facts: {
  readonly id: FrameworkId;
  readonly ariaKeys?: RemedyFacts['ariaKeys'];
  readonly memberDefaults: Readonly<Record<string, unknown>>;
  readonly outputs?: readonly {readonly name: string}[];
}): RemedyFacts {
  return {
    id: facts.id,
    ariaKeys: facts.ariaKeys ?? [],
    members: [...Object.keys(facts.memberDefaults), ...(facts.outputs ?? []).map((o) => o.name)],
  };
}

const judged = (verdict: Verdict, ...evidence: string[]): Judgement => ({verdict, evidence});
const quote = (value: string | null | undefined) => (value == null ? 'not set' : `“${value}”`);
const lineFor = (seen: A11yObservation, cause: string) =>
  seen.transcript.find((line) => line.startsWith(`${cause}:`)) ?? `${cause}: no line`;
/** How an app sets an ARIA key of the package: an input (Angular) or a key of the `aria` prop. */
function keyFor(facts: RemedyFacts, appliesTo: string): string | null {
  const key = facts.ariaKeys.find((k) => k.appliesTo === appliesTo);
  if (!key) return null;
  return facts.id === 'angular' ? `the \`${key.name}\` input` : `\`aria.${key.name}\``;
}
const NOTHING = 'The package offers no setting for this; only a change in the package can meet it.';
const LIVE_REGION =
  'Put a visually hidden element with role="status" next to the component and write the message into it';

export const A11Y_CRITERIA: readonly Criterion[] = [
  {
    id: 'field-name',
    title: 'The field has a name of its own',
    how: "The input's accessible name, as the browser computes it, comes from a label or aria-label, not from the placeholder alone.",
    judge: (seen) => {
      const said = `The input is named ${quote(seen.inputName.name)} (from ${seen.nameSource}).`;
      if (seen.nameSource === 'none' || seen.inputName.name === '') return judged('not met', said);
      return judged(seen.nameSource === 'placeholder' ? 'partly' : 'met', said);
    },
    remedy: (facts) => {
      const key = keyFor(facts, 'input aria-label');
      return key
        ? `Set ${key} to words that say what the field is for on your page.`
        : 'Give the field a visible label next to it.';
    },
  },
  {
    id: 'combobox-role',
    title: 'The input is exposed as a combobox',
    how: 'The input has role="combobox", so a screen reader says that typing offers a list.',
    judge: ({traits}) => {
      const role = traits.steps.typed.input.role;
      return judged(role === 'combobox' ? 'met' : 'not met', `The input's role is ${quote(role)}.`);
    },
    remedy: (facts) => {
      const key = keyFor(facts, 'input role attribute');
      return key ? `Set ${key} to “combobox”.` : NOTHING;
    },
  },
  {
    id: 'expanded-state',
    title: 'Whether the list is open is exposed',
    how: 'The input has aria-expanded="true" while rows are shown and "false" after Escape.',
    judge: ({traits}) => {
      const open = traits.steps.typed.input['aria-expanded'];
      const closed = traits.steps.Escape.input['aria-expanded'];
      const said =
        open === undefined && closed === undefined
          ? 'The input has no aria-expanded, with rows shown or after Escape.'
          : `aria-expanded is ${quote(open)} with rows shown, ${quote(closed)} after Escape.`;
      if (open === 'true' && closed === 'false') return judged('met', said);
      return judged(open === undefined && closed === undefined ? 'not met' : 'partly', said);
    },
  },
  {
    id: 'list-linked',
    title: 'The input points at its list',
    how: 'The input has aria-controls naming the element that holds the rows.',
    judge: ({traits}) => {
      const controls = traits.steps.typed.input['aria-controls'];
      return judged(controls === '{id}' ? 'met' : 'not met', `aria-controls is ${quote(controls)}.`);
    },
  },
  {
    id: 'listbox-role',
    title: 'The list is exposed as a list of choices',
    how: 'The element holding the rows has role="listbox".',
    judge: ({list}) => {
      if (!list) return judged('not met', 'No element holding the rows was found.');
      const role = list.attributes.role;
      return judged(
        role === 'listbox' ? 'met' : 'not met',
        `The rows sit in a <${list.tag}> with ${role ? `role “${role}”` : 'no role'}.`,
      );
    },
  },
  {
    id: 'option-role',
    title: 'Each row is exposed as a choice',
    how: 'Each row has role="option".',
    judge: ({traits}) => {
      const role = traits.steps.typed.rows?.role;
      return judged(
        role === 'option' ? 'met' : 'not met',
        role ? `Each row's role is “${role}”.` : 'The rows have no role.',
      );
    },
  },
  {
    id: 'row-name',
    title: 'A row is read by its own text',
    how: "A row's accessible name is its text: it has no aria-label, or one equal to its text.",
    judge: ({traits}) => {
      const label = traits.steps.typed.rows?.['aria-label'];
      const said = `Each row's aria-label is ${label === '{row.text}' ? 'its own text' : label === '{row.index}' ? 'its index' : quote(label)}.`;
      return judged(label === undefined || label === '{row.text}' ? 'met' : 'not met', said);
    },
  },
  {
    id: 'arrow-keys',
    title: 'The arrow keys move through the rows',
    how: 'ArrowDown changes which row looks highlighted (its class, style or background).',
    judge: ({highlightMoves}) =>
      judged(
        highlightMoves ? 'met' : 'not met',
        highlightMoves ? 'A row looks different after ArrowDown.' : 'No row looks different after ArrowDown.',
      ),
  },
  {
    id: 'highlight-announced',
    title: 'The highlighted row is announced',
    how: 'After ArrowDown, the input names the highlighted row with aria-activedescendant (or the focus moves to it), and the virtual screen reader reads it.',
    judge: (seen) => {
      const active = seen.traits.steps.ArrowDown.input['aria-activedescendant'];
      const line = lineFor(seen, 'ArrowDown');
      // Read out: the line names a row (a line that only repeats the input does not).
      const read = seen.count.rows.some((row) => line.slice('ArrowDown:'.length).includes(row));
      const said = [`aria-activedescendant after ArrowDown is ${quote(active)}.`, `Transcript: ${line}`];
      if (active !== undefined && read) return judged('met', ...said);
      return judged(active !== undefined || read ? 'partly' : 'not met', ...said);
    },
  },
  {
    id: 'selected-state',
    title: 'The highlighted row is marked as selected',
    how: 'The highlighted row has aria-selected="true".',
    judge: ({traits}) => {
      const selected = traits.steps.ArrowDown.activeRow?.['aria-selected'];
      return judged(
        selected === 'true' ? 'met' : 'not met',
        `The highlighted row's aria-selected is ${quote(selected)}.`,
      );
    },
  },
  {
    id: 'enter-picks',
    title: 'Enter picks the highlighted row',
    how: "Enter puts the highlighted row's text in the input and closes the list.",
    judge: ({enter}) => {
      const lit =
        enter.highlighted === null
          ? 'ArrowDown highlighted no row'
          : `ArrowDown highlighted “${enter.highlighted}”`;
      const said = `${lit}; the input reads ${quote(enter.value)} after Enter, and the list is ${enter.rowsShown ? 'still open' : 'closed'}.`;
      if (enter.highlighted !== null && enter.value === enter.highlighted)
        return judged(enter.rowsShown ? 'partly' : 'met', said);
      return judged('not met', said);
    },
  },
  {
    id: 'escape-closes',
    title: 'Escape closes the list and keeps the focus',
    how: 'After Escape no row is shown, and the focus is still in the input.',
    judge: ({escape}) => {
      const said = `After Escape the list is ${escape.rowsShown ? 'still open' : 'closed'}, and the focus is ${escape.focusInInput ? 'in the input' : 'elsewhere'}.`;
      if (!escape.rowsShown && escape.focusInInput) return judged('met', said);
      return judged(escape.rowsShown && !escape.focusInInput ? 'not met' : 'partly', said);
    },
  },
  {
    id: 'focus-after-click',
    title: 'The focus returns to the field after a row is clicked',
    how: 'After a row is chosen with the pointer, the input has the focus and holds the row.',
    judge: ({click}) => {
      const said = `Clicked ${quote(click.row)}: the input reads ${quote(click.value)}, and the focus is ${click.focusInInput ? 'in the input' : 'elsewhere'}.`;
      const picked = click.value === click.row;
      if (picked && click.focusInInput) return judged('met', said);
      return judged(picked ? 'partly' : 'not met', said);
    },
    remedy: (facts) => {
      const event = ['emitSelectedValue', 'broadcastSelectedValue'].find((m) => facts.members.includes(m));
      return event ? `Move the focus back to the field yourself in your \`${event}\` handler.` : NOTHING;
    },
  },
  {
    id: 'count-announced',
    title: 'The number of results is announced',
    how: 'After typing, a live region says how many rows match, or each row carries aria-setsize.',
    judge: ({count}) => {
      const spoken = count.live.find((text) => /\d/.test(text));
      if (spoken) return judged('met', `A live region says ${quote(spoken)}.`);
      if (count.setSize !== null) return judged('met', `Each row has aria-setsize ${quote(count.setSize)}.`);
      return judged(
        'not met',
        `${count.rows.length} rows shown; no live region gives a number, and no row has aria-setsize.`,
      );
    },
    remedy: () => `${LIVE_REGION}: the number of rows your own data matches the typed text.`,
  },
  {
    id: 'no-results-announced',
    title: '“No results” is shown and announced',
    how: 'Typing text no row matches shows a message, and the message sits in a live region.',
    judge: ({noResults}) => {
      const shown = noResults.shown.length
        ? `Shown: ${noResults.shown.map(quote).join(', ')}.`
        : 'Nothing is shown.';
      if (noResults.live.length)
        return judged('met', shown, `Live region: ${noResults.live.map(quote).join(', ')}.`);
      return judged(noResults.shown.length ? 'partly' : 'not met', shown, 'No live region says it.');
    },
    remedy: (facts) => {
      const key = keyFor(facts, 'no-results li aria-label');
      return `${LIVE_REGION} when your data has no match${key ? `; ${key} words the message's own label` : ''}.`;
    },
  },
  {
    id: 'clear-button',
    title: 'The clear control is a named button that keeps the focus',
    how: 'The control that empties the field is a button with a name, reachable with Tab, and the focus stays in the field after it.',
    judge: ({clear}) => {
      if (!clear.control) return judged('not met', 'No clear control is shown while there is text.');
      const {tag, attributes} = clear.control;
      const said = `It is a <${tag}>${attributes.role ? ` with role ${quote(attributes.role)}` : ''}, ${clear.name ? `named “${clear.name}”` : 'with no name'}, ${clear.focusable ? 'reachable' : 'not reachable'} with Tab; after it the input is ${clear.emptied ? 'empty' : 'not empty'} and the focus is ${clear.focusInInput ? 'in the input' : 'elsewhere'}.`;
      const button = tag === 'button' || attributes.role === 'button';
      const all = [button, clear.name !== '', clear.focusable, clear.emptied, clear.focusInInput];
      return judged(all.every(Boolean) ? 'met' : clear.emptied ? 'partly' : 'not met', said);
    },
    remedy: (facts) =>
      facts.members.includes('showClearOption')
        ? 'Turn `showClearOption` off and put a button of your own beside the field.'
        : NOTHING,
  },
  {
    id: 'disabled-rows',
    title: 'A disabled row is exposed as disabled and cannot be picked',
    how: 'In the Using page\'s disabled-rows example, every row a click does not pick has aria-disabled="true", and every other row does not.',
    judge: ({disabledRows}) => {
      const blocked = disabledRows.filter((row) => !row.chosen);
      const said = disabledRows.map(
        (row) =>
          `${quote(row.text)}: ${row.chosen ? 'picked' : 'not picked'}, aria-disabled ${quote(row.ariaDisabled)}.`,
      );
      if (blocked.length === 0) return judged('not met', 'No row was kept from being picked.', ...said);
      const exposed = disabledRows.every((row) => (row.ariaDisabled === 'true') === !row.chosen);
      return judged(exposed ? 'met' : 'partly', ...said);
    },
  },
  {
    id: 'loading-announced',
    title: 'Loading more rows is announced',
    how: "In the Using page's lazy-loading example, while the next page loads, something says so: aria-busy, a live region or a progress bar.",
    judge: ({loading}) =>
      loading.length
        ? judged('met', ...loading)
        : judged('not met', 'No aria-busy, live region or progress bar appeared while the page loaded.'),
    remedy: () => `${LIVE_REGION} while your call for the next page runs.`,
  },
];

export function judgeAll(seen: A11yObservation): Record<string, Judgement> {
  return Object.fromEntries(A11Y_CRITERIA.map((criterion) => [criterion.id, criterion.judge(seen)]));
}

/** A criterion's row as the accessibility and compare pages show it; `remedy` null when met. */
export type CriterionRow = Pick<Criterion, 'id' | 'title' | 'how'> &
  Judgement & {readonly remedy: string | null};

export interface CriteriaTable {
  readonly from: string;
  readonly judgedOn: string;
  readonly rows: readonly CriterionRow[];
}

/** Throws, naming the package and the criterion, on a verdict missing or unknown to the criteria. */
export function criteriaTable(traits: PackageTraits, facts: RemedyFacts): CriteriaTable {
  const where = `src/data/ariaTraits.json, packages.${facts.id}`;
  const rerecord = 'record it again with `npm run check:packages` and RECORD_TRAITS=1';
  const recorded = traits.criteria ?? {};
  const unknown = Object.keys(recorded).filter((id) => !A11Y_CRITERIA.some((c) => c.id === id));
  if (unknown.length) throw new Error(`${where}: no criterion has the id ${unknown.join(', ')}; ${rerecord}`);
  if (!traits.judgedOn) throw new Error(`${where}: judgedOn is missing; ${rerecord}`);
  return {
    from: `${traits.npmName} ${traits.version}`,
    judgedOn: traits.judgedOn,
    rows: A11Y_CRITERIA.map((criterion) => {
      const record = recorded[criterion.id];
      if (!record) throw new Error(`${where}: criteria.${criterion.id} is missing; ${rerecord}`);
      return {
        id: criterion.id,
        title: criterion.title,
        how: criterion.how,
        verdict: record.verdict,
        evidence: record.evidence,
        remedy: record.verdict === 'met' ? null : (criterion.remedy?.(facts) ?? NOTHING),
      };
    }),
  };
}
