/**
 * One package's upgrade guide: "From" and "To" and the checklist between them (Before / During / After), from
 * `@facts/upgrade` and src/data/upgradeChecklist.ts. The server renders the full range; `?from=&to=` sets the
 * selects. Items are blocks, not list items, so their code stays unindented fences in the Markdown twin.
 */
import {Fragment, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHistory, useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {withCode} from '@site/src/components/CodeText';
import type {FrameworkId} from '@site/src/data/frameworks';
import {upgradeGuideFor} from '@site/src/data/upgradeGuides';
import {
  checklistFor,
  defaultRange,
  queryOf,
  rangeFromQuery,
  snippetLanguage,
  snippetText,
  type Checklist,
  releaseLabel,
  type Phase,
  type UpgradeGuide as Guide,
  type UpgradeItem,
} from '@site/src/data/upgradeChecklist';
import styles from './styles.module.css';

const PHASE_HEADINGS: Readonly<Record<Phase, {title: string; empty: string}>> = {
  before: {title: 'Before you upgrade', empty: 'No peer dependency changes in this range.'},
  during: {
    title: 'During the upgrade: change your code',
    empty: 'No renamed or removed member, changed default or changed type in this range.',
  },
  after: {
    title: 'After the upgrade: what is new and what users see',
    empty: 'No new member and no behaviour change in this range.',
  },
};

function Item({guide, item}: {guide: Guide; item: UpgradeItem}): ReactNode {
  useBrokenLinks().collectAnchor(item.id);
  const {framework, npmName} = guide;
  return (
    <div
      id={item.id}
      className={styles.item}
      data-upgrade-item={item.id}
      data-release={item.release}
      data-change={item.change}
      data-member={item.member}>
      <p>{withCode(item.text)}</p>
      {item.code && (
        <div className={styles.code}>
          <CodeBlock language={snippetLanguage(framework, item.code.before)} title="Before">
            {snippetText(framework, npmName, item.code.before)}
          </CodeBlock>
          <CodeBlock language={snippetLanguage(framework, item.code.after)} title={`After (${item.release})`}>
            {snippetText(framework, npmName, item.code.after)}
          </CodeBlock>
        </div>
      )}
    </div>
  );
}

function BeforeNotes({guide, checklist}: {guide: Guide; checklist: Checklist}): ReactNode {
  const target = checklist.peersOfTarget;
  return (
    <ul className={styles.notes}>
      <li data-upgrade-note="peers">
        {target ? (
          <>
            {target.release === checklist.to
              ? `${checklist.to} needs `
              : `${checklist.to} records no peer ranges; ${target.release}, the last release before it that does, needs `}
            {Object.entries(target.peers).map(([peer, range], i, all) => (
              <span key={peer}>
                <code>{peer}</code> <code>{range}</code>
                {i < all.length - 1 ? ' and ' : ''}
              </span>
            ))}
            . Check your versions against it before you install{' '}
            <code>{`${guide.npmName}@${checklist.to}`}</code>.
          </>
        ) : (
          <>
            The history records no peer ranges for <code>{checklist.to}</code> or the releases before it.
          </>
        )}
      </li>
      {checklist.defaultsToCheck.length > 0 && (
        <li data-upgrade-note="defaults">
          Check the defaults you rely on:{' '}
          {withCode(checklist.defaultsToCheck.map((m) => `\`${m}\``).join(', '))} changed default in this
          range (see During).
        </li>
      )}
    </ul>
  );
}

function Phases({guide, checklist}: {guide: Guide; checklist: Checklist}): ReactNode {
  return (
    <>
      {(['before', 'during', 'after'] as const).map((phase) => (
        <section key={phase} data-upgrade-phase={phase}>
          <Heading as="h3" id={`upgrade-${phase}`}>
            {PHASE_HEADINGS[phase].title}
          </Heading>
          {phase === 'before' && <BeforeNotes guide={guide} checklist={checklist} />}
          {checklist.byPhase[phase].length ? (
            <div className={styles.items}>
              {checklist.byPhase[phase].map((item) => (
                <Item key={item.id} guide={guide} item={item} />
              ))}
            </div>
          ) : (
            <p>{PHASE_HEADINGS[phase].empty}</p>
          )}
        </section>
      ))}
    </>
  );
}

export default function UpgradeGuide({framework}: {framework: FrameworkId}): ReactNode {
  const guide = upgradeGuideFor(framework);
  const location = useLocation();
  const history = useHistory();
  const ids = useId();
  // The server's range (and the first render's, so hydration matches); the address's range after it.
  const [range, setRange] = useState(() => ({...defaultRange(guide), problems: [] as readonly string[]}));
  useEffect(() => {
    setRange(rangeFromQuery(guide, location.search));
  }, [guide, location.search]);
  const checklist = useMemo(() => checklistFor(guide, range.from, range.to), [guide, range.from, range.to]);
  const versions = guide.releases.map((r) => r.version);

  const choose = (end: 'from' | 'to', version: string): void => {
    let {from, to} = range;
    if (end === 'from') from = version;
    else to = version;
    // A From after To moves the other end to the chosen release (nothing to change between them).
    if (versions.indexOf(from) > versions.indexOf(to)) {
      if (end === 'from') to = from;
      else from = to;
    }
    history.replace({pathname: location.pathname, search: queryOf(from, to), hash: ''});
  };

  const count = checklist.items.length;
  return (
    <div className={styles.guide} data-upgrade-guide={framework}>
      <form className={styles.range} onSubmit={(event) => event.preventDefault()}>
        {(['from', 'to'] as const).map((end) => (
          <Fragment key={end}>
            <label htmlFor={`${ids}-${end}`}>{end === 'from' ? 'From' : 'To'}</label>
            <select
              id={`${ids}-${end}`}
              name={end}
              value={range[end]}
              onChange={(event) => choose(end, event.target.value)}>
              {guide.releases.map((release) => (
                <option key={release.version} value={release.version}>
                  {releaseLabel(release)}
                </option>
              ))}
            </select>
          </Fragment>
        ))}
      </form>
      {range.problems.map((problem) => (
        <p key={problem} className={styles.problem} data-upgrade-problem>
          {problem}
        </p>
      ))}
      <p data-upgrade-summary>
        From <strong>{checklist.from}</strong> to <strong>{checklist.to}</strong>:{' '}
        {count === 0
          ? 'nothing changes between these releases.'
          : `${count} ${count === 1 ? 'change' : 'changes'}, in release order within each step.`}
      </p>
      <Phases guide={guide} checklist={checklist} />
    </div>
  );
}
