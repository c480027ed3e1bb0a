/**
 * `<Builder framework="react" />`: the reader picks options and gets a complete file with Copy, Open in
 * StackBlitz and a live preview. Every change goes to the address (replaced; for a text, once typing pauses),
 * so reload, back and forward and the other frameworks' pages show the same file. The server renders the
 * defaults.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import {frameworkNeedOf, frameworkNeedSentence} from '@site/src/data/frameworkApis';
import OpenInStackBlitz from '@site/src/components/OpenInStackBlitz';
import {Identifier} from '@site/src/components/ApiTable/parts';
import VersionNeeds from '@site/src/components/VersionNeeds';
import LivePreview, {livePreviewIntent, type FrameMessage} from '@site/src/components/LivePreview';
import {categoriesOf, categoryLabel, formatDefault} from '@site/src/data/api';
import {builderScenarios} from '@site/src/data/builderScenarios';
import {frameworks, getFramework, type FrameworkId} from '@site/src/data/frameworks';
import {
  builderFileName,
  builderLanguage,
  catalogueOf,
  defaultConfig,
  generateFile,
  kindsOf,
  normalise,
  parseConfig,
  serialiseConfig,
  unavailableSentence,
  type BuilderConfig,
  type BuilderFacts,
  type BuilderOption,
  type OptionValue,
} from '../../lib/builder';
import {previewConfigOf} from './preview';
import compare from '@facts/compare';
import {referenceFacts} from '@site/src/data/referenceFacts';
import styles from './styles.lazy.module.css';

const data: BuilderFacts = {reference: referenceFacts, members: compare.members};
/** What the builder offers in each framework, and the option kinds and event keys of all three. */
const catalogues = Object.fromEntries(frameworks.map((f) => [f.id, catalogueOf(f.id, data)])) as Record<
  FrameworkId,
  ReturnType<typeof catalogueOf>
>;
const kinds = kindsOf(Object.values(catalogues));
const eventKeys = new Set(Object.values(catalogues).flatMap((c) => c.events.map((e) => e.key)));

/**
 * Scrolls the file's first changed line into view inside the code's own box (and, on phones, the sticky
 * panel), never the page, so the option just changed stays where it is.
 */
function useShowFirstChange(box: RefObject<HTMLDivElement | null>, file: string): void {
  const previous = useRef(file);
  useEffect(() => {
    const before = previous.current.split('\n');
    previous.current = file;
    const after = file.split('\n');
    const first = after.findIndex((line, at) => line !== before[at]);
    const line = first < 0 ? null : box.current?.querySelectorAll('.token-line')[first];
    if (!(line instanceof HTMLElement)) return;
    for (let scroller = line.parentElement; scroller; scroller = scroller.parentElement) {
      if (scroller === document.body) break;
      if (scroller.scrollHeight <= scroller.clientHeight + 1) continue;
      const style = getComputedStyle(scroller);
      if (!/(auto|scroll)/.test(style.overflowY)) continue;
      const top = line.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      if (top < 0 || top > scroller.clientHeight - line.offsetHeight)
        scroller.scrollTop += top - scroller.clientHeight / 3;
    }
  }, [box, file]);
}

export default function Builder({framework}: {readonly framework: FrameworkId}): ReactNode {
  const live = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const catalogue = catalogues[framework];
  const search = live ? location.search : '';
  // The configuration shows at once; the address follows (for a text, once typing pauses).
  const [config, setConfig] = useState(() => parseConfig(search, kinds, eventKeys));
  // Query strings this component wrote, in order: their arrival is not news.
  const written = useRef<string[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const index = written.current.indexOf(search.replace(/^\?/, ''));
    if (index >= 0) {
      written.current = written.current.slice(index + 1);
      return;
    }
    // Back, forward, a link: the address is the configuration.
    written.current = [];
    setConfig(parseConfig(search, kinds, eventKeys));
  }, [search]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const file = useMemo(() => generateFile(catalogue, config), [catalogue, config]);
  const fileBox = useRef<HTMLDivElement>(null);
  useShowFirstChange(fileBox, file);
  const need = frameworkNeedOf(framework, file);
  const [copyStatus, setCopyStatus] = useState('');
  const [previewing, setPreviewing] = useState(false);
  // The preview opens under the actions, which may be the screen's last line.
  const previewBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (previewing) previewBox.current?.scrollIntoView({block: 'nearest'});
  }, [previewing]);
  const [eventLog, setEventLog] = useState<readonly string[]>([]);
  const previewConfig = useMemo(() => previewConfigOf(catalogue, config), [catalogue, config]);
  const onPreviewMessage = (message: FrameMessage): void => {
    if (message.type !== 'event') return;
    const entry = `${message.name}(${JSON.stringify(message.payload)})`;
    setEventLog((log) => [...log.slice(-19), entry]);
  };

  const update = (next: BuilderConfig, typing = false): void => {
    const normal = normalise(next);
    setConfig(normal);
    setCopyStatus('');
    clearTimeout(pending.current);
    const write = (): void => {
      const query = serialiseConfig(normal, kinds, window.location.search);
      written.current.push(query);
      const to = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      // Replaced, not pushed: a push moves focus to the top of the page (theme-common's
      // skip-to-content), which a keyboard reader must not lose.
      history.replace(to);
    };
    if (typing) pending.current = setTimeout(write, 400);
    else write();
  };
  const setValue = (option: BuilderOption, value: OptionValue | undefined, typing: boolean): void => {
    const values = {...config.values};
    if (value === undefined || value === option.default) delete values[option.key];
    else values[option.key] = value;
    update({...config, values}, typing);
  };

  const copy = (): void => {
    navigator.clipboard.writeText(file).then(
      () => setCopyStatus(`Copied ${builderFileName[framework]} to the clipboard.`),
      () => setCopyStatus('The browser did not allow copying: select the code and copy it.'),
    );
  };

  const disabled = !live;
  const groups = categoriesOf([...catalogue.options, ...builderScenarios.map((s) => ({category: s.group}))]);
  const missing = frameworks
    .map((f) => ({framework: f, sentence: unavailableSentence(catalogues[f.id], config)}))
    .filter((m) => m.sentence !== null);
  const currentMissing = missing.find((m) => m.framework.id === framework);
  const othersMissing = missing.filter((m) => m !== currentMissing);

  const optionControl = (option: BuilderOption): ReactNode => {
    const controlId = `${id}-${option.key}`;
    const value = config.values[option.key] ?? option.default;
    const defaultText = formatDefault(option.default, option.kind).text;
    const hint = (
      <small id={`${controlId}-default`} className={styles.default}>
        Default: {option.default === null ? defaultText : <code>{defaultText}</code>}
        {option.since ? ` (since ${option.since})` : ''}
      </small>
    );
    if (option.kind === 'boolean') {
      return (
        <div key={option.key} className={styles.option}>
          <input
            type="checkbox"
            id={controlId}
            checked={value === true}
            disabled={disabled}
            aria-describedby={`${controlId}-default`}
            onChange={(event) => setValue(option, event.currentTarget.checked, false)}
          />{' '}
          <label htmlFor={controlId}>
            <Identifier name={option.name} />
          </label>
          {hint}
        </div>
      );
    }
    return (
      <div key={option.key} className={styles.option}>
        <label htmlFor={controlId}>
          <Identifier name={option.name} />
        </label>
        <TextField
          id={controlId}
          kind={option.kind}
          value={value}
          disabled={disabled}
          describedBy={`${controlId}-default`}
          onValue={(next) => setValue(option, next, true)}
        />
        {hint}
      </div>
    );
  };

  const scenarioControls = (group: string): ReactNode[] =>
    builderScenarios
      .filter((s) => s.group === group)
      .map((scenario) => (
        <fieldset key={scenario.id} className={styles.choices}>
          <legend>{scenario.label}</legend>
          {scenario.choices.map((choice) => {
            const choiceId = `${id}-${scenario.id}-${choice.value}`;
            const ruledOut =
              choice.requires !== undefined &&
              config.scenarios[choice.requires.scenario] !== choice.requires.value;
            return (
              <div key={choice.value}>
                <input
                  type="radio"
                  id={choiceId}
                  name={`${id}-${scenario.id}`}
                  value={choice.value}
                  checked={config.scenarios[scenario.id] === choice.value}
                  disabled={disabled || ruledOut}
                  onChange={() =>
                    update({...config, scenarios: {...config.scenarios, [scenario.id]: choice.value}})
                  }
                />{' '}
                <label htmlFor={choiceId}>
                  {choice.label}
                  {ruledOut ? ' (with object items)' : ''}
                  {choice.value === scenario.default ? ' (default)' : ''}
                </label>
              </div>
            );
          })}
          <small className={styles.default}>{scenario.hint}</small>
        </fieldset>
      ));

  return (
    // The section's heading is the page's (`## Build your file {#builder}`, in the table of contents).
    <section className={styles.builder} aria-label={`Build your ${getFramework(framework).label} file`}>
      <p>
        {/* The options are not in the Markdown twin (src/plugins/llms-txt): only the file is. */}
        <span data-twin-omit="true">Pick what you need below. </span>
        The file is a complete {fileKind[framework]} that sets only what differs from the defaults of{' '}
        {catalogue.npmName} {catalogue.latestVersion}.
        <span data-twin-omit="true">
          {' '}
          The choices are in the address: share it, or switch framework and keep them.
        </span>
      </p>
      {!live && (
        // Hidden once the page has hydrated (./styles.lazy.module.css); the options then work.
        <p className={styles.noscript}>
          The options need JavaScript. Below is the file of the default configuration.
        </p>
      )}
      <nav aria-label="Framework of the file" className={styles.tabs}>
        {frameworks.map((f) => (
          <Link
            key={f.id}
            to={`/docs/${f.id}/examples/stackblitz${search}`}
            aria-current={f.id === framework ? 'page' : undefined}
            className={`button button--sm ${f.id === framework ? 'button--primary' : 'button--secondary'}`}>
            {f.label}
          </Link>
        ))}
      </nav>
      <div className={styles.layout}>
        <form className={styles.options} aria-label="Options" onSubmit={(event) => event.preventDefault()}>
          {groups.map((group) => (
            <fieldset key={group} className={styles.group}>
              <legend>{categoryLabel(group)}</legend>
              {scenarioControls(group)}
              {catalogue.options.filter((o) => o.category === group).map(optionControl)}
            </fieldset>
          ))}
          <fieldset className={styles.group}>
            <legend>Events to handle</legend>
            {catalogue.events.map((event) => {
              const eventId = `${id}-event-${event.key}`;
              return (
                <div key={event.key} className={styles.option}>
                  <input
                    type="checkbox"
                    id={eventId}
                    checked={config.events.includes(event.key)}
                    disabled={disabled}
                    aria-describedby={`${eventId}-about`}
                    onChange={(change) =>
                      update({
                        ...config,
                        events: change.currentTarget.checked
                          ? [...config.events, event.key]
                          : config.events.filter((e) => e !== event.key),
                      })
                    }
                  />{' '}
                  <label htmlFor={eventId}>
                    <Identifier name={event.name} />
                  </label>
                  <small id={`${eventId}-about`} className={styles.default}>
                    {event.description}
                    {event.flag ? ` Needs [${event.flag}]="true", which the file sets.` : ''}
                  </small>
                </div>
              );
            })}
          </fieldset>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={disabled}
            onClick={() => update(defaultConfig)}>
            Reset to the defaults
          </button>
        </form>
        <div className={styles.file}>
          {currentMissing && (
            <p className={styles.missing} role="note">
              Left out, {currentMissing.sentence}.
            </p>
          )}
          {need && (
            <p className={styles.missing} role="note">
              {frameworkNeedSentence(framework, need)}
            </p>
          )}
          <VersionNeeds
            framework={framework}
            since={referenceFacts[framework].memberSince}
            releases={referenceFacts[framework].releases.map((r) => r.version)}
            source={file}
            className={styles.missing}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary button--sm"
              disabled={disabled}
              onClick={copy}
              aria-label={`Copy ${builderFileName[framework]}`}>
              Copy file
            </button>
            <div className={styles.openBar}>
              <OpenInStackBlitz
                generated={{framework, name: builderFileName[framework], title: 'Builder file', source: file}}
              />
            </div>
            {!previewing && (
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={disabled}
                {...livePreviewIntent}
                onClick={() => setPreviewing(true)}>
                Preview live
              </button>
            )}
            <span role="status" className={styles.status}>
              {copyStatus}
            </span>
          </div>
          {previewing && (
            <div className={styles.preview} ref={previewBox}>
              <LivePreview
                framework={framework}
                config={previewConfig}
                npmName={catalogue.npmName}
                version={catalogue.latestVersion}
                title={builderFileName[framework]}
                onMessage={onPreviewMessage}
              />
              <p className={styles.logTitle} id={`${id}-log`}>
                What the file&apos;s handlers receive:
              </p>
              <div className={styles.log} role="log" aria-labelledby={`${id}-log`}>
                {eventLog.length === 0 ? (
                  <p className={styles.logEmpty}>Nothing yet: type in the preview and pick a row.</p>
                ) : (
                  <ol>
                    {eventLog.map((entry, index) => (
                      <li key={index}>{entry}</li>
                    ))}
                  </ol>
                )}
              </div>
            </div>
          )}
          <div ref={fileBox}>
            <CodeBlock
              language={builderLanguage[framework]}
              title={builderFileName[framework]}
              showLineNumbers>
              {file.trimEnd()}
            </CodeBlock>
          </div>
          {othersMissing.length > 0 && (
            <ul className={styles.others} aria-label="What the other frameworks lack">
              {othersMissing.map((m) => (
                <li key={m.framework.id}>
                  {m.framework.label}: {m.sentence}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

const fileKind: Readonly<Record<FrameworkId, string>> = {
  angular: 'Angular standalone component',
  react: 'React function component',
  vue: 'Vue 3 single-file component',
};

/** A field that keeps what the reader types (an emptied number means the default) and shows outside values. */
function TextField({
  id,
  kind,
  value,
  disabled,
  describedBy,
  onValue,
}: {
  id: string;
  kind: 'string' | 'number' | 'boolean';
  value: OptionValue | null;
  disabled: boolean;
  describedBy: string;
  onValue: (value: OptionValue | undefined) => void;
}): ReactNode {
  const shown = value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  const meaning = (typed: string): string =>
    kind === 'number' && typed.trim() !== '' ? String(Number(typed)) : typed;
  useEffect(() => {
    if (meaning(text) !== shown && !(kind === 'number' && text.trim() === '')) setText(shown);
    // Only a new value from outside resets the field.
  }, [shown]);
  return (
    <input
      type={kind === 'number' ? 'number' : 'text'}
      id={id}
      className={styles.field}
      value={text}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        if (kind === 'string') onValue(typed);
        else if (typed.trim() === '') onValue(undefined);
        else if (Number.isFinite(Number(typed))) onValue(Number(typed));
      }}
    />
  );
}
