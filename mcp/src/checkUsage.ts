/** `check_usage` and the command line's `check`: the component tags held to a release (kinds: README.md). */
import {nearestOf} from '../../src/data/facts';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {membersAtVersion, type DocsModel, type Member} from './model';
import {objectEntries} from './sourceContext';
import {attribute, bindingsOf, componentTags, type Binding} from './translate';
import {versionNeeds} from './versionNeeds';

export interface UsageProblem {
  /** The member as the code names it (`customClass.key` for a key of an object member). */
  readonly member: string;
  readonly kind: 'unknown' | 'other-framework' | 'removed' | 'later' | 'binding' | 'type' | 'required';
  readonly message: string;
  /** What to write instead (the attribute in the framework's syntax), or what to do. */
  readonly fix: string;
}

/** Attributes of the framework itself on the tag, not members of the package. */
const FRAMEWORK_ATTRIBUTES: Readonly<Record<FrameworkId, RegExp>> = {
  angular: /^([*#]|(attr|class|style)\.|(class|id|style|ngClass|ngStyle)$)/,
  react: /^(key|ref)$/,
  vue: /^(v-|(key|ref|class|style|id|is)$)/,
};

type ValueType = 'boolean' | 'number' | 'string' | 'function' | 'object' | 'array';

/** The type a member takes, when its documented type is one the check can hold a literal to. */
function typeOf(type: string | undefined): ValueType | undefined {
  if (!type) return undefined;
  if (/^(boolean|number|string)$/.test(type)) return type as ValueType;
  if (/=>/.test(type) || /^(Function|function\b)/.test(type)) return 'function';
  return undefined;
}

/** The type of a binding's value when it is a literal (or a function), else undefined. */
function literalOf(binding: Binding): ValueType | undefined {
  if (binding.style === 'text') return 'string';
  if (binding.style === 'event') return undefined;
  const v = binding.value.trim();
  if (/^(true|false)$/.test(v)) return 'boolean';
  if (/^-?\d+(\.\d+)?$/.test(v)) return 'number';
  if (/^('[^']*'|"[^"]*"|`[^`$]*`)$/.test(v)) return 'string';
  if (/^(async\s+)?(\([^)]*\)|[A-Za-z_$][\w$]*)\s*(:[^=]+)?=>/.test(v) || /^(async\s+)?function\b/.test(v))
    return 'function';
  if (v.startsWith('{')) return 'object';
  if (v.startsWith('[')) return 'array';
  return undefined;
}

const camelOf = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const stripQuotes = (v: string) => v.trim().replace(/^(['"`])(.*)\1$/, '$2');

export function checkUsage(model: DocsModel, framework: FrameworkId, code: string, version: string) {
  const {tag, tags} = componentTags(model, framework, code);
  const api = model.api[framework];
  const npm = model.reference[framework].npmName;
  const isBindable = (m: Member) => m.kind === 'input' || m.kind === 'prop' || m.kind === 'output';
  const then = membersAtVersion(model, framework, version);
  const bindable = new Map(then.filter(isBindable).map((m) => [m.name, m]));
  const keysOf = (kind: Member['kind']) => then.filter((m) => m.kind === kind && !m.removedIn);
  const later = new Map(
    versionNeeds(model, framework, code, version).needsLater.map((n) => [n.name, n.since]),
  );
  const removed = model.facts.packages[framework].history.removedMembers;
  const outputs = new Set(api.outputs.map((o) => o.name));
  const callbacks = new Set(api.callbacks);
  const problems: UsageProblem[] = [];
  const add = (p: UsageProblem) => {
    if (!problems.some((q) => q.member === p.member && q.kind === p.kind && q.fix === p.fix))
      problems.push(p);
  };
  /** The binding written under another name, in the way that name is bound. */
  const renamed = (b: Binding, name: string): string => {
    const style = outputs.has(name)
      ? 'event'
      : b.style === 'event' && framework !== 'react'
        ? 'expression'
        : b.style;
    return attribute(framework, name, b.value, style);
  };
  const handlerOf = (value: string) =>
    /^[A-Za-z_$][\w$.]*$/.test(value.trim()) ? `${value.trim()}($event)` : value;
  /** `member` (`what` in the message: its name, or a key with its kind) came in release `since`. */
  const cameLater = (member: string, what: string, name: string, since: string) =>
    add({
      member,
      kind: 'later',
      message: `${what} came in ${npm} ${since}; release ${version} does not have it.`,
      fix: `Upgrade to ${npm}@${since} or later, or remove ${name}.`,
    });
  const wasRemoved = (member: string, what: string, gone: (typeof removed)[number], fix: string) =>
    add({
      member,
      kind: 'removed',
      message: `${what} was ${gone.renamedTo ? `renamed to ${gone.renamedTo}` : 'removed'} in ${npm} ${gone.removed}.`,
      fix,
    });

  /** A name the release has no member for. */
  const unknownName = (b: Binding, name: string) => {
    const since = later.get(name);
    if (since) return cameLater(name, name, name, since);
    const gone = removed.find(
      (r) => r.name === name && ['inputs', 'props', 'outputs'].includes(r.list) && !bindable.has(name),
    );
    if (gone)
      return wasRemoved(name, name, gone, gone.renamedTo ? renamed(b, gone.renamedTo) : `Remove ${name}.`);
    for (const other of frameworkIds.filter((o) => o !== framework)) {
      const there = model.members[other].find((m) => m.name === name && isBindable(m));
      if (!there) continue;
      const here = there.counterparts.find((c) => c.framework === framework);
      const otherNpm = model.reference[other].npmName;
      if (!here) {
        add({
          member: name,
          kind: 'other-framework',
          message: `${name} is ${otherNpm}'s ${there.kind}; ${npm} has no equivalent.`,
          fix: `Remove ${name}.`,
        });
        return;
      }
      const key = /^(\w+)\.(\w+)$/.exec(here.name);
      add({
        member: name,
        kind: 'other-framework',
        message: `${name} is ${otherNpm}'s name; ${npm} calls it ${here.name} (${here.what}).`,
        fix: key
          ? attribute(
              framework,
              key[1]!,
              `{${key[2]}: ${b.style === 'text' ? JSON.stringify(b.value) : b.value}}`,
              'expression',
            )
          : renamed(b, here.name),
      });
      return;
    }
    // React's callbacks are no onX props; Vue's `@x` of a callback prop is `onX` too.
    const unprefixed = /^on[A-Z]/.test(name) ? name.charAt(2).toLowerCase() + name.slice(3) : '';
    if (unprefixed && bindable.has(unprefixed)) {
      add({
        member: name,
        kind: 'binding',
        message: `${npm} has no ${name}: its callback is the prop ${unprefixed}.`,
        fix: renamed(b, unprefixed),
      });
      return;
    }
    const near = nearestOf(name, [...bindable.keys()]);
    add({
      member: name,
      kind: 'unknown',
      message: `${npm} ${version} has no ${api.memberKind} or output named ${name}.`,
      fix: near ? renamed(b, near) : `Remove ${name}; list_members gives the members.`,
    });
  };

  /** The keys of an object literal given to customClass, customStyle or aria. */
  const checkKeys = (member: Member, b: Binding) => {
    const kind =
      member.type === api.typeNames.classes
        ? 'class key'
        : member.type === api.typeNames.styles
          ? 'style key'
          : api.typeNames.aria && member.type === api.typeNames.aria
            ? 'aria key'
            : null;
    if (!kind || b.style !== 'expression') return;
    const entries = objectEntries(b.value);
    if (!entries) return;
    const keys = keysOf(kind).map((k) => k.name);
    for (const [key] of entries) {
      if (keys.includes(key)) continue;
      const label = `${member.name}.${key}`;
      const current = model.members[framework].find((m) => m.kind === kind && m.name === key);
      const gone = removed.find(
        (r) => r.name === key && model.members[framework].every((m) => m.name !== key),
      );
      if (current?.since) {
        cameLater(label, `The ${kind} ${key}`, key, current.since);
      } else if (gone) {
        wasRemoved(label, `The ${kind} ${key}`, gone, gone.renamedTo ? gone.renamedTo : `Remove ${key}.`);
      } else {
        const near = nearestOf(key, keys);
        add({
          member: label,
          kind: 'unknown',
          message: `${npm} ${version} has no ${kind} ${key} (its ${kind}s: ${keys.join(', ')}).`,
          fix: near ? near : `Remove ${key}.`,
        });
      }
    }
  };

  for (const {text} of tags) {
    const bound = new Map<string, Binding>();
    for (const b of bindingsOf(framework, text, tag)) {
      if (FRAMEWORK_ATTRIBUTES[framework].test(b.name)) continue;
      const name = framework === 'vue' ? camelOf(b.name) : b.name;
      const binding = {...b, name};
      const member = bindable.get(name);
      if (!member) {
        unknownName(binding, name);
        continue;
      }
      bound.set(name, binding);
      // An output bound as an input, or the reverse.
      const isOutput = member.kind === 'output';
      if (framework !== 'react' && isOutput !== (b.style === 'event')) {
        const value = isOutput ? handlerOf(b.value) : b.value;
        add({
          member: name,
          kind: 'binding',
          message: isOutput
            ? `${name} is an output of ${npm}: listen to it as an event.`
            : `${name} is ${framework === 'vue' && callbacks.has(name) ? 'a callback prop' : `an ${api.memberKind}`} of ${npm}: bind it${framework === 'vue' && callbacks.has(name) ? ' with :, not @ (the component calls the function it is given)' : ', not listen to it'}.`,
          fix: attribute(
            framework,
            name,
            value,
            isOutput ? 'event' : b.style === 'event' ? 'expression' : b.style,
          ),
        });
        continue;
      }
      const expected = typeOf(member.type);
      const got = literalOf(binding);
      if (expected && got && expected !== got) {
        const callbackMixup = framework !== 'angular' && (expected === 'function' || got === 'function');
        const text = stripQuotes(b.value);
        const fixed =
          expected === 'boolean'
            ? attribute(
                framework,
                name,
                /^(true|false)$/i.test(text) ? text.toLowerCase() : 'true',
                'expression',
              )
            : expected === 'number'
              ? attribute(framework, name, /^-?\d+(\.\d+)?$/.test(text) ? text : '0', 'expression')
              : expected === 'string'
                ? attribute(framework, name, text, 'text')
                : `${attribute(framework, name, 'handler', 'expression')} (a function)`;
        add({
          member: name,
          kind: callbackMixup ? 'binding' : 'type',
          message: callbackMixup
            ? expected === 'function'
              ? `${name} is a callback prop of ${npm} (${member.type}): give it a function, not a ${got}.`
              : `${name} is a value prop of ${npm} (${member.type}), not a callback: give it a ${expected}.`
            : `${name} takes a ${expected} (${member.type}); the code gives a ${got} literal.`,
          fix: fixed,
        });
        continue;
      }
      checkKeys(member, binding);
    }
    // Required members, and the switch input an Angular output needs before it is sent.
    for (const m of api.members) {
      if (m.required !== true || bound.has(m.name) || !bindable.has(m.name)) continue;
      add({
        member: m.name,
        kind: 'required',
        message: `${npm} needs ${m.name} (${m.type ?? 'required'}); the <${tag}> tag does not bind it.`,
        fix: `Add ${attribute(framework, m.name, m.name === 'dropdownData' ? 'items' : 'value', 'expression')}.`,
      });
    }
    for (const o of api.outputs) {
      const flag = o.effectiveFlag;
      if (!flag || !bound.has(o.name)) continue;
      const given = bound.get(flag);
      if (given && !(given.style === 'expression' && given.value.trim() === 'false')) continue;
      add({
        member: o.name,
        kind: 'required',
        message: `${npm} sends ${o.name} only when ${flag} is true.`,
        fix: `Add ${attribute(framework, flag, 'true', 'expression')}.`,
      });
    }
  }
  return {framework, version, problems, ok: problems.length === 0};
}
