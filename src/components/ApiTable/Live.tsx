/**
 * The live half of `<ApiTable>` (./index.tsx): reference tables of the API
 * pages, rendered from `src/data/api.ts`.
 *
 *   <ApiTable framework="vue" kind="members" />   inputs (Angular) or props, grouped by category
 *   <ApiTable framework="angular" kind="outputs" />
 *   <ApiTable framework="react" kind="class" />   also "style" and "aria"
 *   <ApiTable framework="vue" kind="keyboard" />
 *   <ApiTable framework="angular" kind="projection" />
 *   <ApiTable framework="vue" kind="relativeSearch" />
 *
 * Every row carries a stable id (`prop-dropdown-data`, `class-parent-container-class`...)
 * registered with Docusaurus' anchor checker, and a link that copies its URL.
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import CopyLinkButton from '@site/src/components/CopyLinkButton';
import {
  EMPTY_CELL,
  categoriesOf,
  categoryAnchor,
  categoryLabel,
  formatDefault,
  formatRequired,
  getApi,
  rowAnchor,
  vueRelativeSearch,
  type DocKey,
  type DocMember,
  type FrameworkApi,
  type RowKind,
} from '@site/src/data/api';
import {getFramework} from '@site/src/data/frameworks';
import type {FullFacts} from '@site/src/data/types';
import type {ApiTableProps} from '.';
import styles from './styles.module.css';

/** Horizontal scroll container: keyboard-focusable and named, so narrow screens can reach every column. */
function Scroll({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    // A scrollable region must be focusable so keyboard users can scroll it.
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function Row({id, children}: {id: string; children: ReactNode}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.row}>
      {children}
    </tr>
  );
}

/**
 * An identifier that may wrap at its camel-case humps (`emitAutoComplete|OpenEvent`),
 * so long names do not force narrow screens to scroll. `<wbr>` is invisible to
 * copy-paste and to find-in-page.
 */
export function Identifier({name}: {name: string}): ReactNode {
  const parts = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return (
    <code>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

function NameCell({kind, name}: {kind: RowKind; name: string}): ReactNode {
  const id = rowAnchor(kind, name);
  return (
    <th scope="row" className={styles.name}>
      <Identifier name={name} />
      <CopyLinkButton id={id} label={name} />
    </th>
  );
}

function Since({since}: {since: string | undefined}): ReactNode {
  return since ? (
    <span className={styles.since}>{since}</span>
  ) : (
    <span title="Available since the first release">{EMPTY_CELL}</span>
  );
}

function Header({columns}: {columns: readonly string[]}): ReactNode {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function MemberRows({kind, members}: {kind: RowKind; members: readonly DocMember[]}): ReactNode {
  return (
    <tbody>
      {members.map((m) => {
        const def = formatDefault(m.default, m.type);
        return (
          <Row key={m.name} id={rowAnchor(kind, m.name)}>
            <NameCell kind={kind} name={m.name} />
            <td>
              <code className={styles.type}>{m.type}</code>
            </td>
            <td>
              {formatRequired(m.required)}
              {m.requiredNote && <span className={styles.note}>{m.requiredNote}</span>}
            </td>
            <td data-default>
              {def.code ? <code>{def.text}</code> : <span className={styles.plain}>{def.text}</span>}
              {m.defaultNote && <span className={styles.note}>{m.defaultNote}</span>}
            </td>
            <td>
              <Since since={m.since} />
            </td>
            <td className={styles.description}>{m.description}</td>
          </Row>
        );
      })}
    </tbody>
  );
}

const memberColumns = ['Name', 'Type', 'Required', 'Default', 'Since', 'Description'] as const;

function MembersTable({api, grouped}: {api: FrameworkApi; grouped: boolean}): ReactNode {
  const kind = api.memberKind;
  const noun = kind === 'input' ? 'inputs' : 'props';
  const label = `${getFramework(api.framework).label} ${noun}`;
  if (!grouped) {
    return (
      <Scroll label={label}>
        <table className={`${styles.table} ${styles.wide}`}>
          <Header columns={memberColumns} />
          <MemberRows kind={kind} members={api.members} />
        </table>
      </Scroll>
    );
  }
  const categories = categoriesOf(api.members);
  return (
    <>
      <nav className={styles.jump} aria-label={`Categories of ${noun}`}>
        <span>Jump to:</span>
        <ul>
          {categories.map((c) => (
            <li key={c}>
              <Link to={`#${categoryAnchor(kind, c)}`}>{categoryLabel(c)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((c) => (
        <section key={c} aria-labelledby={categoryAnchor(kind, c)}>
          <Heading as="h3" id={categoryAnchor(kind, c)}>
            {categoryLabel(c)}
          </Heading>
          <Scroll label={`${label}: ${categoryLabel(c)}`}>
            <table className={`${styles.table} ${styles.wide}`}>
              <Header columns={memberColumns} />
              <MemberRows kind={kind} members={api.members.filter((m) => m.category === c)} />
            </table>
          </Scroll>
        </section>
      ))}
    </>
  );
}

function OutputsTable({api}: {api: FrameworkApi}): ReactNode {
  return (
    <Scroll label={`${getFramework(api.framework).label} outputs`}>
      <table className={styles.table}>
        <Header columns={['Name', 'Payload', 'Required flag', 'Description']} />
        <tbody>
          {api.outputs.map((o) => (
            <Row key={o.name} id={rowAnchor('output', o.name)}>
              <NameCell kind="output" name={o.name} />
              <td className={styles.wrap}>{o.payload}</td>
              <td className={styles.wrap}>
                {o.effectiveFlag ? (
                  <Link to={`${api.pages.members}#${rowAnchor('input', o.effectiveFlag)}`}>
                    <Identifier name={o.effectiveFlag} />
                  </Link>
                ) : (
                  <span className={styles.plain}>none</span>
                )}
                {o.flagNote && <span className={styles.note}>{o.flagNote}</span>}
              </td>
              <td className={styles.description}>{o.description}</td>
            </Row>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function KeysTable({api, kind}: {api: FrameworkApi; kind: 'class' | 'style' | 'aria'}): ReactNode {
  const keys: readonly DocKey[] =
    kind === 'class' ? api.classKeys : kind === 'style' ? api.styleKeys : api.ariaKeys;
  const withDefault = keys.some((k) => k.default !== undefined);
  const noun = kind === 'class' ? 'custom class keys' : kind === 'style' ? 'custom style keys' : 'ARIA keys';
  const columns = ['Key', 'Applies to', ...(withDefault ? ['Default'] : []), 'Since'];
  return (
    <Scroll label={`${getFramework(api.framework).label} ${noun}`}>
      <table className={styles.table}>
        <Header columns={columns} />
        <tbody>
          {keys.map((k) => (
            <Row key={k.name} id={rowAnchor(kind, k.name)}>
              <NameCell kind={kind} name={k.name} />
              <td className={styles.description}>
                {k.appliesTo}
                {k.note && <span className={styles.note}>{k.note}</span>}
              </td>
              {withDefault && (
                <td data-default>
                  {k.default !== undefined ? (
                    <code>{JSON.stringify(k.default)}</code>
                  ) : (
                    <span className={styles.plain} title="No default recorded">
                      {EMPTY_CELL}
                    </span>
                  )}
                </td>
              )}
              <td>
                <Since since={k.since} />
              </td>
            </Row>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function KeyboardTable({api}: {api: FrameworkApi}): ReactNode {
  return (
    <Scroll label={`${getFramework(api.framework).label} keyboard support`}>
      <table className={styles.table}>
        <Header columns={['Key', 'Effect', 'Since']} />
        <tbody>
          {api.keyboard.map((k) => (
            <Row key={k.key} id={rowAnchor('keyboard', k.key)}>
              <th scope="row" className={styles.name}>
                <kbd>{k.key}</kbd>
                <CopyLinkButton id={rowAnchor('keyboard', k.key)} label={`${k.key} key`} />
              </th>
              <td className={styles.description}>{k.effect}</td>
              <td>
                <Since since={k.since} />
              </td>
            </Row>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function ProjectionTable({api}: {api: FrameworkApi}): ReactNode {
  return (
    <Scroll label={`${getFramework(api.framework).label} content projection slots`}>
      <table className={styles.table}>
        <Header columns={['Selector', 'Where it renders', 'Shown when', 'Example']} />
        <tbody>
          {api.contentProjection.map((slot) => (
            <Row key={slot.selector} id={rowAnchor('slot', slot.selector)}>
              <NameCell kind="slot" name={slot.selector} />
              <td className={styles.description}>
                {slot.location}
                {slot.tip && <span className={styles.note}>Tip: {slot.tip}</span>}
              </td>
              <td>
                <code>{slot.shownWhen}</code>
              </td>
              <td>
                <code>{slot.example}</code>
              </td>
            </Row>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function RelativeSearchTable({facts}: {facts: FullFacts}): ReactNode {
  if (facts.id !== 'vue') throw new Error(`Only Vue has relative search, not ${facts.id}`);
  return (
    <Scroll label="Vue relativeSearch options">
      <table className={styles.table}>
        <Header columns={['Option', 'Type', 'Description']} />
        <tbody>
          {vueRelativeSearch(facts).options.map((o) => (
            <Row key={o.name} id={rowAnchor('option', o.name)}>
              <NameCell kind="option" name={o.name} />
              <td>
                <code className={styles.type}>{o.type}</code>
              </td>
              <td className={styles.description}>{o.description}</td>
            </Row>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export default function ApiTable({
  framework,
  kind,
  grouped = true,
  data,
}: ApiTableProps & {
  /** The framework's full facts (`@facts/<framework>-reference`), loaded by the island. */
  data: FullFacts;
}): ReactNode {
  if (data.id !== framework) throw new Error(`ApiTable for ${framework} got the ${data.id} facts`);
  const api = getApi(data);
  switch (kind) {
    case 'members':
      return <MembersTable api={api} grouped={grouped} />;
    case 'outputs':
      return <OutputsTable api={api} />;
    case 'class':
    case 'style':
    case 'aria':
      return <KeysTable api={api} kind={kind} />;
    case 'keyboard':
      return <KeyboardTable api={api} />;
    case 'projection':
      return <ProjectionTable api={api} />;
    case 'relativeSearch':
      return <RelativeSearchTable facts={data} />;
  }
}
