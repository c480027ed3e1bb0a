/**
 * Reference tables of the API pages (`<ApiTable framework="vue" kind="members" />`), rendered from
 * `src/data/api.ts` and the framework's reference facts. Every row has a stable id and a copy-link button;
 * the data-since / data-earlier / removed-row markup serves the version lens (./lens.ts, see ./README.md).
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CopyLinkButton from '@site/src/components/CopyLinkButton';
import {
  EMPTY_CELL,
  categoriesOf,
  categoryAnchor,
  categoryLabel,
  formatDefault,
  getApi,
  rowAnchor,
  vueRelativeSearch,
  type DocKey,
  type DocMember,
  type EarlierCell,
  type RemovedDoc,
  type RenderedDefault,
  type FrameworkApi,
  type RowKind,
} from '@site/src/data/api';
import {getFramework, type FrameworkId} from '@site/src/data/frameworks';
import {referenceFactsOf} from '@site/src/data/referenceFacts';
import type {FullFacts} from '@site/src/data/facts';
import {Identifier, RemovedRow, Row} from './parts';
import styles from './styles.module.css';
import ColumnHeads from '@site/src/components/ColumnHeads';

/** "React props", "Angular outputs". */
function tableLabel(api: FrameworkApi, what: string): string {
  return `${getFramework(api.framework).label} ${what}`;
}

/** Below 997 px each row is a stacked card whose cells say what they are (`data-label`). */
function Table({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}): ReactNode {
  return (
    <table className={styles.table} aria-label={label} data-api-table="">
      <ColumnHeads labels={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** The name of a row, with its badges: required, since, deprecated, removed. */
function NameCell({
  kind,
  name,
  required,
  requiredNote,
  since,
  deprecated,
  removed,
}: {
  kind: RowKind;
  name: string;
  required?: DocMember['required'];
  requiredNote?: string;
  since?: string;
  deprecated?: DocMember['deprecated'];
  removed?: Pick<RemovedDoc, 'removed' | 'renamedTo'>;
}): ReactNode {
  const id = rowAnchor(kind, name);
  const badges = [
    required === true ? 'required' : typeof required === 'string' ? `required: ${required}` : undefined,
    since && `since ${since}`,
    deprecated ? 'deprecated' : undefined,
    removed && `removed in ${removed.removed}`,
  ].filter((badge) => badge);
  return (
    <th scope="row">
      <Identifier name={name} />
      <CopyLinkButton id={id} label={name} />
      {badges.map((badge) => (
        // A space before each badge keeps the words apart in copied text and the Markdown twin.
        <Fragment key={badge}>
          {' '}
          <span className={styles.badge}>{badge}</span>
        </Fragment>
      ))}
      {requiredNote && <span className={styles.note}>{requiredNote}</span>}
      {typeof deprecated === 'string' && <span className={styles.note}>Deprecated: {deprecated}</span>}
      {removed?.renamedTo && (
        <span className={styles.note}>
          Renamed to <code>{removed.renamedTo}</code> in {removed.removed}.
        </span>
      )}
    </th>
  );
}

/** The earlier values of a cell (JSON `[{until, text, code}]`, oldest first), for the version lens. */
function earlierOf(cells: readonly EarlierCell[] | undefined): {'data-earlier'?: string} {
  return cells?.length ? {'data-earlier': JSON.stringify(cells)} : {};
}

function Default({value}: {value: RenderedDefault}): ReactNode {
  return value.code ? <code>{value.text}</code> : <em>{value.text}</em>;
}

function Since({since}: {since: string | undefined}): ReactNode {
  return since ? (
    <strong>{since}</strong>
  ) : (
    <span title="Available since the first release">{EMPTY_CELL}</span>
  );
}

function MemberRows({
  kind,
  members,
  removed,
}: {
  kind: RowKind;
  members: readonly DocMember[];
  removed: readonly RemovedDoc[];
}): ReactNode {
  return (
    <>
      {members.map((m) => (
        <Row key={m.name} id={rowAnchor(kind, m.name)} since={m.since}>
          <NameCell
            kind={kind}
            name={m.name}
            required={m.required}
            requiredNote={m.requiredNote}
            since={m.since}
            deprecated={m.deprecated}
          />
          <td data-field="type" data-label="Type" {...earlierOf(m.earlierTypes)}>
            <code>{m.type}</code>
          </td>
          <td data-default data-field="default" data-label="Default" {...earlierOf(m.earlierDefaults)}>
            <Default value={formatDefault(m.default, m.type)} />
            {m.defaultNote && <span className={styles.note}>{m.defaultNote}</span>}
          </td>
          <td data-field="description">{m.description}</td>
        </Row>
      ))}
      {removed.map((m) => (
        <RemovedRow key={m.name} id={rowAnchor(kind, m.name)} since={m.since} removed={m.removed}>
          <NameCell kind={kind} name={m.name} removed={m} />
          <td data-field="type" data-label="Type">
            {m.type !== undefined && <code>{m.type}</code>}
          </td>
          <td data-default data-field="default" data-label="Default">
            {m.default === undefined ? EMPTY_CELL : <Default value={m.default} />}
          </td>
          <td data-field="description">{m.description}</td>
        </RemovedRow>
      ))}
    </>
  );
}

const memberColumns = ['Name', 'Type', 'Default', 'Description'] as const;

/** One category's members (its `###` heading: src/remark/apiTableHeadings.ts), or each category under an h3. */
function MembersTable({api, category}: {api: FrameworkApi; category: string | undefined}): ReactNode {
  const kind = api.memberKind;
  const label = tableLabel(api, kind === 'input' ? 'inputs' : 'props');
  const table = (c: string | undefined): ReactNode => (
    <Table label={c === undefined ? label : `${label}: ${categoryLabel(c)}`} columns={memberColumns}>
      <MemberRows
        kind={kind}
        members={c === undefined ? api.members : api.members.filter((m) => m.category === c)}
        removed={(api.removed[api.memberKind === 'input' ? 'inputs' : 'props'] ?? []).filter(
          (m) => c === undefined || m.category === c,
        )}
      />
    </Table>
  );
  if (category !== undefined) return table(category);
  return (
    <>
      {categoriesOf(api.members).map((c) => (
        <Fragment key={c}>
          <Heading as="h3" id={categoryAnchor(kind, c)}>
            {categoryLabel(c)}
          </Heading>
          {table(c)}
        </Fragment>
      ))}
    </>
  );
}

function OutputsTable({api}: {api: FrameworkApi}): ReactNode {
  return (
    <Table label={tableLabel(api, 'outputs')} columns={['Name', 'Payload', 'Required flag', 'Description']}>
      {api.outputs.map((o) => (
        <Row key={o.name} id={rowAnchor('output', o.name)} since={o.since}>
          <NameCell kind="output" name={o.name} />
          <td data-field="type" data-label="Payload" {...earlierOf(o.earlierTypes)}>
            {o.payload}
          </td>
          <td data-label="Required flag">
            {o.effectiveFlag ? (
              <Link to={`${api.pages.members}#${rowAnchor('input', o.effectiveFlag)}`}>
                <Identifier name={o.effectiveFlag} />
              </Link>
            ) : (
              <em>none</em>
            )}
            {o.flagNote && <span className={styles.note}>{o.flagNote}</span>}
          </td>
          <td data-field="description">{o.description}</td>
        </Row>
      ))}
      {(api.removed.outputs ?? []).map((o) => (
        <RemovedRow key={o.name} id={rowAnchor('output', o.name)} since={o.since} removed={o.removed}>
          <NameCell kind="output" name={o.name} removed={o} />
          <td data-field="type" data-label="Payload">
            {o.type}
          </td>
          <td data-label="Required flag">
            <em>none</em>
          </td>
          <td data-field="description">{o.description}</td>
        </RemovedRow>
      ))}
    </Table>
  );
}

function KeysTable({api, kind}: {api: FrameworkApi; kind: 'class' | 'style' | 'aria'}): ReactNode {
  const keys: readonly DocKey[] =
    kind === 'class' ? api.classKeys : kind === 'style' ? api.styleKeys : api.ariaKeys;
  const removed =
    api.removed[kind === 'class' ? 'customClassKeys' : kind === 'style' ? 'customStyleKeys' : 'ariaKeys'] ??
    [];
  const withDefault = keys.some((k) => k.default !== undefined);
  const noun = kind === 'class' ? 'custom class keys' : kind === 'style' ? 'custom style keys' : 'ARIA keys';
  const columns = ['Key', 'Applies to', ...(withDefault ? ['Default'] : [])];
  return (
    <Table label={tableLabel(api, noun)} columns={columns}>
      {keys.map((k) => (
        <Row key={k.name} id={rowAnchor(kind, k.name)} since={k.since}>
          <NameCell kind={kind} name={k.name} since={k.since} />
          <td data-field="appliesTo" data-label="Applies to">
            {k.appliesTo}
            {k.note && <span className={styles.note}>{k.note}</span>}
          </td>
          {withDefault && (
            <td data-default data-field="default" data-label="Default" {...earlierOf(k.earlierDefaults)}>
              {k.default !== undefined ? (
                <code>{JSON.stringify(k.default)}</code>
              ) : (
                <em title="No default recorded">{EMPTY_CELL}</em>
              )}
            </td>
          )}
        </Row>
      ))}
      {removed.map((k) => (
        <RemovedRow key={k.name} id={rowAnchor(kind, k.name)} since={k.since} removed={k.removed}>
          <NameCell kind={kind} name={k.name} removed={k} />
          <td data-field="appliesTo" data-label="Applies to">
            {k.description}
          </td>
          {withDefault && (
            <td data-default data-field="default" data-label="Default">
              <Default value={k.default ?? {text: EMPTY_CELL, code: false}} />
            </td>
          )}
        </RemovedRow>
      ))}
    </Table>
  );
}

function KeyboardTable({api}: {api: FrameworkApi}): ReactNode {
  return (
    <Table label={tableLabel(api, 'keyboard support')} columns={['Key', 'Effect', 'Since']}>
      {api.keyboard.map((k) => (
        <Row key={k.key} id={rowAnchor('keyboard', k.key)} since={k.since}>
          <th scope="row">
            <kbd>{k.key}</kbd>
            <CopyLinkButton id={rowAnchor('keyboard', k.key)} label={`${k.key} key`} />
          </th>
          <td data-field="description">{k.effect}</td>
          <td data-label="Since">
            <Since since={k.since} />
          </td>
        </Row>
      ))}
    </Table>
  );
}

function ProjectionTable({api}: {api: FrameworkApi}): ReactNode {
  return (
    <Table
      label={tableLabel(api, 'content projection slots')}
      columns={['Selector', 'Where it renders', 'Shown when', 'Example']}>
      {api.contentProjection.map((slot) => (
        <Row key={slot.selector} id={rowAnchor('slot', slot.selector)}>
          <NameCell kind="slot" name={slot.selector} />
          <td data-field="where" data-label="Where it renders">
            {slot.location}
            {slot.tip && <span className={styles.note}>Tip: {slot.tip}</span>}
          </td>
          <td data-field="when" data-label="Shown when">
            <code>{slot.shownWhen}</code>
          </td>
          <td data-label="Example">
            <code>{slot.example}</code>
          </td>
        </Row>
      ))}
    </Table>
  );
}

function RelativeSearchTable({facts}: {facts: FullFacts}): ReactNode {
  if (facts.id !== 'vue') throw new Error(`Only Vue has relative search, not ${facts.id}`);
  return (
    <Table label="Vue relativeSearch options" columns={['Option', 'Type', 'Description']}>
      {vueRelativeSearch(facts).options.map((o) => (
        <Row key={o.name} id={rowAnchor('option', o.name)}>
          <NameCell kind="option" name={o.name} />
          <td data-field="type" data-label="Type">
            <code>{o.type}</code>
          </td>
          <td data-field="description">{o.description}</td>
        </Row>
      ))}
    </Table>
  );
}

interface ApiTableProps {
  readonly framework: FrameworkId;
  readonly kind:
    'members' | 'outputs' | 'class' | 'style' | 'aria' | 'keyboard' | 'projection' | 'relativeSearch';
  /** Members only, set by src/remark/apiTableHeadings.ts: the table of this category alone. */
  readonly category?: string;
}

export default function ApiTable({framework, kind, category}: ApiTableProps): ReactNode {
  const data = referenceFactsOf(framework);
  const api = getApi(data);
  switch (kind) {
    case 'members':
      return <MembersTable api={api} category={category} />;
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
