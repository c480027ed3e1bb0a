/**
 * `<AccessibilityCriteria framework="react" />`: the package judged against each criterion
 * (src/data/a11yCriteria.ts), with evidence and workarounds; without `framework`, the three side by side.
 * From `@facts/a11y-criteria`, so no page bundles the judges or the recording.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import tables from '@facts/a11y-criteria';
import type {Verdict} from '@site/src/data/a11yCriteria';
import {frameworkIds, getFramework, type FrameworkId} from '@site/src/data/frameworks';
import CodeText from '@site/src/components/CodeText';
import ColumnHeads from '@site/src/components/ColumnHeads';
import {SCREEN_READER} from '@site/src/plugins/live-preview/cdn.cjs';
import styles from './styles.module.css';

/** A verdict in words, with a mark that tells the three apart at a glance (no colour to keep in contrast). */
const WORDS: Record<Verdict, string> = {met: '✓ Met', partly: '◐ Partly', 'not met': '✗ Not\u00a0met'};

function VerdictBadge({verdict}: {verdict: Verdict}): ReactNode {
  return <strong data-verdict={verdict}>{WORDS[verdict]}</strong>;
}

/** A criterion's row head; `how` (how it is judged) under the title where there is room for it. */
function CriterionHead({id, title, how}: {id: string; title: string; how?: string}): ReactNode {
  useBrokenLinks().collectAnchor(`criterion-${id}`);
  return (
    <th scope="row" id={`criterion-${id}`}>
      {title}
      {how ? (
        <>
          <br />
          <small>{how}</small>
        </>
      ) : null}
    </th>
  );
}

function HowJudged({froms, angular}: {froms: string; angular: boolean}): ReactNode {
  return (
    <p>
      <small>
        Judged in Chromium by the site's own checks, on {froms}: the package's own code, run live in the
        accessibility page{angular ? ' (Angular without zone.js, as the site runs it)' : ''} and in the Using
        page's examples of disabled rows and lazy loading. The transcript lines come from a virtual screen
        reader ({SCREEN_READER.npmName} {SCREEN_READER.version}) that follows the ARIA specifications; NVDA,
        JAWS and VoiceOver each word things their own way.
      </small>
    </p>
  );
}

function OnePackage({framework}: {framework: FrameworkId}): ReactNode {
  const {from, judgedOn, rows} = tables[framework];
  return (
    <>
      <HowJudged froms={`${from}, on ${judgedOn}`} angular={framework === 'angular'} />
      <table data-criteria={framework}>
        <caption className="text--left">
          {from} against {rows.length} accessibility criteria
        </caption>
        <ColumnHeads labels={['Criterion', 'Verdict', 'What the browser saw', 'What you can do']} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-criterion={row.id}>
              <CriterionHead id={row.id} title={row.title} how={row.how} />
              <td>
                <VerdictBadge verdict={row.verdict} />
              </td>
              <td>
                <ul>
                  {row.evidence.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>{row.remedy ? <CodeText text={row.remedy} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function SideBySide(): ReactNode {
  const criteria = tables[frameworkIds[0]!].rows;
  return (
    <>
      <HowJudged
        froms={frameworkIds.map((id) => `${tables[id].from} (${tables[id].judgedOn})`).join(', ')}
        angular
      />
      <table data-criteria="compare" className={styles.sideBySide}>
        <caption className="text--left">Accessibility criteria met by each package</caption>
        <ColumnHeads labels={['Criterion', ...frameworkIds.map((id) => getFramework(id).label)]} />
        <tbody>
          {criteria.map((criterion, i) => (
            <tr key={criterion.id} data-criterion={criterion.id}>
              <CriterionHead id={criterion.id} title={criterion.title} />
              {frameworkIds.map((id) => (
                <td key={id} data-framework={id}>
                  <VerdictBadge verdict={tables[id].rows[i]!.verdict} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export default function AccessibilityCriteria({framework}: {framework?: FrameworkId}): ReactNode {
  return framework ? <OnePackage framework={framework} /> : <SideBySide />;
}
