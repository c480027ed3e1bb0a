/**
 * The live preview frame's script (issue 40). A classic script, not a module: the sandboxed frame's
 * origin is opaque, so a module script from the site would need CORS headers the site does not send
 * (the CDN's modules, imported dynamically, have them). It renders a configuration the page sends,
 * or an example's compiled module (`&example=<name>`: ./README.md); with `&transcript=1` a virtual
 * screen reader's phrases; on `measure`, the rows trial (src/data/rowsTrial.ts). It posts only to,
 * and accepts only from, the parent at `&parent=<origin>`; the messages' shapes are the page's half:
 * src/components/LivePreview/messages.ts.
 */
/* global window, document, URL, URLSearchParams, MutationObserver, ResizeObserver, requestAnimationFrame, setTimeout, performance, HTMLInputElement, KeyboardEvent, InputEvent, MouseEvent */
(function () {
  'use strict';

  var ARIA = ['role', 'aria-expanded', 'aria-activedescendant', 'aria-selected', 'aria-label'];
  var NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
  var has = Object.hasOwn;
  var params = new URLSearchParams(window.location.search);
  var framework = params.get('framework');
  var parentOrigin = params.get('parent') || '';
  var transcript = params.get('transcript') === '1';
  var root = document.getElementById('preview');
  var packages = JSON.parse(document.getElementById('preview-packages').textContent);
  var pkg = has(packages, framework) ? packages[framework] : null;
  // The example module to run, when the address names one the page lists (else none: a bad name stops below).
  var exampleName = params.get('example');
  var examples = JSON.parse(document.getElementById('preview-examples').textContent);
  var exampleList = has(examples, framework) ? examples[framework] : {};
  var exampleUrl = exampleName !== null && has(exampleList, exampleName) ? exampleList[exampleName] : null;

  function say(text) {
    var p = document.createElement('p');
    p.className = 'status';
    p.setAttribute('role', 'status');
    p.textContent = text;
    root.replaceChildren(p);
  }

  if (
    !pkg ||
    (exampleName !== null && !exampleUrl) ||
    !/^https?:\/\/[^/?#]+$/.test(parentOrigin) ||
    window.parent === window
  ) {
    say('This page shows the live preview inside the documentation pages.');
    return;
  }

  function post(message) {
    window.parent.postMessage(message, parentOrigin);
  }

  var failed = false;
  function fail(reason) {
    if (failed) return;
    failed = true;
    say('The component could not be loaded.');
    post({type: 'failed', reason: String(reason).slice(0, 300)});
  }
  window.addEventListener('error', (event) => fail(event.message || 'a script failed'));
  window.addEventListener('unhandledrejection', (event) =>
    fail((event.reason && event.reason.message) || 'a module failed'),
  );
  var failWith = (error) => fail((error && error.message) || error);

  /** A JSON copy of a value (what a handler received), or its text when it has no JSON form. */
  function plain(value) {
    try {
      var text = JSON.stringify(value);
      return text === undefined
        ? null
        : JSON.parse(text.length > 4000 ? JSON.stringify(text.slice(0, 4000)) : text);
    } catch {
      return String(value);
    }
  }

  function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  }

  /** The configuration if the message has the shape the frame knows, else null. */
  function configOf(data) {
    if (!isPlainObject(data) || data.type !== 'configure' || !isPlainObject(data.config)) return null;
    var config = data.config;
    if (!isPlainObject(config.props) || !Array.isArray(config.events)) return null;
    var names = Object.keys(config.props).concat(config.events);
    if (config.disableListFn !== undefined) names.push(config.disableListFn);
    if (!names.every((n) => typeof n === 'string' && NAME.test(n))) return null;
    if (config.disabledRows !== undefined && !Array.isArray(config.disabledRows)) return null;
    return config;
  }

  /** The component's props: the literal values, a logging function per event, the row rule. */
  function propsOf(config) {
    var props = Object.assign({}, config.props);
    config.events.forEach((name) => {
      props[name] = (payload) => post({type: 'event', name: name, payload: plain(payload)});
    });
    if (config.disableListFn && config.disabledRows) {
      var data = Array.isArray(props.dropdownData) ? props.dropdownData : [];
      var rows = config.disabledRows;
      props[config.disableListFn] = (_index, item) => {
        var at = data.indexOf(item);
        return at >= 0 && rows[at] === true;
      };
    }
    return props;
  }

  /** Resolves once the package's stylesheet (when it has one apart from its module) has loaded or failed. */
  function loadStylesheet() {
    if (!pkg.stylesheet) return Promise.resolve();
    return new Promise((resolve) => {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      // A CORS request (the CDN allows any origin): the frame can then read the sheet's rules.
      link.crossOrigin = 'anonymous';
      link.href = pkg.stylesheet;
      link.onload = link.onerror = () => resolve();
      document.head.appendChild(link);
    });
  }

  var loading = null;
  function load() {
    if (!loading) {
      // `first` one after another (Angular's compiler links the package's declarations), the rest together.
      loading = pkg.first
        .reduce((previous, specifier) => previous.then(() => import(specifier)), loadStylesheet())
        .then(() => Promise.all(pkg.modules.map((specifier) => import(specifier))));
    }
    return loading;
  }

  /** A new key mounts the component again: the members the package reads only as it mounts (`readAtMount`) changed. */
  function mountKeyOf(props) {
    return JSON.stringify(
      [mounts].concat(pkg.readAtMount.map((name) => (has(props, name) ? plain(props[name]) : null))),
    );
  }
  /** Counts the fresh mounts the rows trial asks for: a new count is a new key. */
  var mounts = 0;

  /**
   * Angular: a standalone host component, JIT-compiled and zoneless, binding the inputs the
   * configuration sets (the others to their default in the facts, if any) and forwarding the outputs
   * it asks for. A new set of inputs, or a new mount key, destroys the application and boots another.
   */
  function startAngular(modules, component) {
    var core = modules[0];
    var browser = modules[1];
    var library = modules[modules.length - 1];
    var ng = pkg.angular;
    var ngModule = library[ng.ngModule];
    if (!ngModule) throw new Error(pkg.npmName + ' has no export ' + ng.ngModule);
    if (!/^[a-z][a-z0-9-]*$/.test(ng.selector)) throw new Error('not an element selector: ' + ng.selector);
    var mirror = core.reflectComponentType(component);
    if (!mirror) throw new Error(pkg.exportName + ' is not a component');
    var known = {};
    mirror.inputs.forEach((input) => {
      var name = input.templateName;
      if (NAME.test(name) && ng.inputs.indexOf(name) >= 0) known[name] = true;
    });
    var outputs = mirror.outputs
      .map((output) => output.templateName)
      .filter((name) => NAME.test(name) && ng.outputs.indexOf(name) >= 0);
    var forwarded = {};
    // Once per frame, before the first bootstrap: no development-mode checks or console notice.
    core.enableProdMode();

    function bootstrap(inputs, values) {
      var template =
        '<' +
        ng.selector +
        inputs.map((name) => ' [' + name + ']="values().' + name + '"').join('') +
        outputs.map((name) => ' (' + name + ')="emit(\'' + name + '\', $event)"').join('') +
        '></' +
        ng.selector +
        '>';
      function Host() {}
      Host.prototype.values = values;
      Host.prototype.emit = function (name, payload) {
        if (forwarded[name]) post({type: 'event', name: name, payload: plain(payload)});
      };
      core.Component({selector: 'preview-host', standalone: true, imports: [ngModule], template: template})(
        Host,
      );
      root.replaceChildren(document.createElement('preview-host'));
      return browser.bootstrapApplication(Host, {
        providers: [core.provideExperimentalZonelessChangeDetection()],
      });
    }

    var running = Promise.resolve(null);
    return function (props, config) {
      running = running.then((current) => {
        forwarded = {};
        config.events.forEach((name) => {
          forwarded[name] = true;
        });
        var inputs = Object.keys(known).filter((name) => has(props, name) || has(ng.defaults, name));
        var next = {};
        inputs.forEach((name) => {
          next[name] = has(props, name) ? props[name] : ng.defaults[name];
        });
        var key = inputs.join(',') + '|' + mountKeyOf(props);
        if (current && current.key === key) {
          current.values.set(next);
          return current.app.whenStable().then(() => current);
        }
        if (current) current.app.destroy();
        var values = core.signal(next);
        return bootstrap(inputs, values).then((app) => ({app: app, values: values, key: key}));
      });
      return running;
    };
  }

  /**
   * Angular: the one component an example exports, bootstrapped zoneless in JIT; one that is not
   * standalone with the providers of the one NgModule the file exports beside it.
   */
  function runAngularExample(modules, example) {
    var core = modules[0];
    var browser = modules[1];
    var exported = Object.values(example).filter((value) => typeof value === 'function');
    var components = exported.filter((value) => core.reflectComponentType(value) !== null);
    if (components.length !== 1) {
      throw new Error(exampleName + ' exports ' + components.length + ' components, not one');
    }
    var component = components[0];
    var mirror = core.reflectComponentType(component);
    if (!/^[a-z][a-z0-9-]*$/.test(mirror.selector))
      throw new Error('not an element selector: ' + mirror.selector);
    // Once per frame, before the bootstrap: no development-mode checks or console notice.
    core.enableProdMode();
    var host = document.createElement(mirror.selector);
    root.replaceChildren(host);
    var providers = [core.provideExperimentalZonelessChangeDetection()];
    if (mirror.isStandalone) return browser.bootstrapApplication(component, {providers: providers});
    var ngModules = exported.filter((value) => value !== component);
    if (ngModules.length !== 1) {
      throw new Error(
        exampleName + ': ' + mirror.selector + ' is not standalone, and the file exports no single NgModule',
      );
    }
    return browser
      .createApplication({providers: providers.concat([core.importProvidersFrom(ngModules[0])])})
      .then((app) => {
        app.bootstrap(component, host);
        return app;
      });
  }

  var render = null;
  function start(modules) {
    var library = modules[modules.length - 1];
    var component = library[pkg.exportName];
    if (!component) throw new Error(pkg.npmName + ' has no export ' + pkg.exportName);
    if (framework === 'angular') return startAngular(modules, component);
    root.replaceChildren();
    if (framework === 'react') {
      var React = modules[0];
      var reactRoot = modules[1].createRoot(root);
      return function (props) {
        reactRoot.render(React.createElement(component, Object.assign({key: mountKeyOf(props)}, props)));
      };
    }
    // Vue: re-rendered through a shallow ref, mounted again on a new mount key.
    var Vue = modules[0];
    var app = null;
    var current = null;
    var mountedKey = null;
    return function (props) {
      var key = mountKeyOf(props);
      if (app && key === mountedKey) {
        current.value = props;
        return;
      }
      if (app) app.unmount();
      current = Vue.shallowRef(props);
      mountedKey = key;
      app = Vue.createApp({render: () => Vue.h(component, current.value)});
      app.mount(root);
    };
  }

  /** Runs `callback` in a task after the next paint, or after 200 ms in a frame out of view (no animation frames). */
  function afterPaint(callback) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      setTimeout(callback, 0);
    }
    requestAnimationFrame(once);
    setTimeout(once, 200);
  }

  var announced = false;
  /** Once, after the first render: says the component is loaded, reports its state, starts the transcript. */
  function announce() {
    if (failed || announced) return;
    announced = true;
    afterPaint(() => {
      post({type: 'loaded', npmName: pkg.npmName, version: pkg.version});
      report();
      startReader();
    });
  }

  function configure(config) {
    if (exampleUrl) return; // An example runs as its file says: no configuration applies.
    load()
      .then((modules) => {
        if (failed) return;
        if (!render) render = start(modules);
        return render(propsOf(config), config);
      })
      .then(announce)
      .catch(failWith);
  }

  /** An example's module, imported once the runtime and package are in (its bare imports resolve to them). */
  function runExample() {
    load()
      .then((modules) =>
        // An absolute address: in the opaque frame, import() resolves nothing relative (about:blank).
        import(new URL(exampleUrl, window.location.href).href).then((example) => {
          if (failed) return;
          if (framework === 'angular') return runAngularExample(modules, example);
          var component = example.default;
          if (!component) throw new Error(exampleName + ' has no default export');
          root.replaceChildren();
          if (framework === 'react') {
            modules[1].createRoot(root).render(modules[0].createElement(component));
          } else if (framework === 'vue') {
            modules[0].createApp(component).mount(root);
          } else {
            throw new Error('no example module runs for ' + framework);
          }
        }),
      )
      .then(announce)
      .catch(failWith);
  }

  function attributesOf(element) {
    return Object.fromEntries(ARIA.map((name) => [name, element.getAttribute(name)]));
  }

  var lastState = '';
  var scheduled = false;
  function report() {
    scheduled = false;
    if (!announced) return;
    var input = root.querySelector('input');
    var activeId = input && input.getAttribute('aria-activedescendant');
    var active =
      (activeId && document.getElementById(activeId)) || root.querySelector('[aria-selected="true"]');
    var state = {
      type: 'state',
      value: input ? input.value : null,
      input: input ? attributesOf(input) : null,
      active: active
        ? Object.assign(attributesOf(active), {text: active.textContent.trim().slice(0, 80)})
        : null,
    };
    var text = JSON.stringify(state);
    if (text !== lastState) {
      lastState = text;
      post(state);
    }
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(report, 0);
  }
  /** Changes to the component's DOM so far: the rows trial waits until a paint passes without one. */
  var changes = 0;
  new MutationObserver((records) => {
    changes += records.length;
    schedule();
  }).observe(root, {
    attributes: true,
    childList: true,
    subtree: true,
    characterData: true,
  });
  root.addEventListener('input', schedule);
  root.addEventListener('keyup', schedule);

  var lastHeight = 0;
  new ResizeObserver(() => {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== lastHeight) {
      lastHeight = height;
      post({type: 'size', height: height});
    }
  }).observe(document.body);

  /** The transcript's screen reader (cdn.cjs, SCREEN_READER) and the keys it presses (messages.ts, TRANSCRIPT_KEYS). */
  var READER = '@guidepup/virtual-screen-reader';
  var READER_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'];
  var MAX_PHRASES = 20;
  var MAX_PHRASE_LENGTH = 300;
  var reader = null;
  /** 'off' until the first render, then 'loading', 'on' or 'failed'. */
  var readerState = 'off';
  var spokenSent = 0;
  var readerQueue = Promise.resolve();

  /** The screen reader could not load or failed: the keys reach the component as they are from now on. */
  function readerFailed() {
    reader = null;
    if (readerState === 'failed') return;
    readerState = 'failed';
    post({type: 'reader', status: 'failed'});
  }

  /** After the component has rendered what a key or a focus change set off. */
  function settle() {
    return new Promise(afterPaint);
  }

  /** Posts what the screen reader said since the last report: always after a key, else only when it said something. */
  function reportSpoken(cause, always) {
    if (!reader) return Promise.resolve();
    return reader.spokenPhraseLog().then((log) => {
      var phrases = log.slice(spokenSent);
      spokenSent = log.length;
      if (!phrases.length && !always) return;
      var input = root.querySelector('input');
      post({
        type: 'spoken',
        cause: cause,
        phrases: phrases.slice(-MAX_PHRASES).map((phrase) => String(phrase).slice(0, MAX_PHRASE_LENGTH)),
        input: input ? attributesOf(input) : null,
      });
    });
  }

  /** Runs one step of the transcript after the ones before it; a failure turns the screen reader off. */
  function queueReader(step) {
    readerQueue = readerQueue.then(step).catch(readerFailed);
  }

  /** Its cursor follows focus once started; focus already in the component is reached in bounded steps. */
  function followFocus(virtual) {
    var target = document.activeElement;
    if (!target || target === root || !root.contains(target)) return Promise.resolve();
    var steps = 0;
    function step() {
      if (virtual.activeNode === target || steps++ >= 500) return Promise.resolve();
      return virtual.next().then(step);
    }
    return step();
  }

  function startReader() {
    if (!transcript || readerState !== 'off') return;
    readerState = 'loading';
    import(READER)
      .then((module) => {
        var virtual = module.virtual;
        return (
          virtual
            .start({container: root})
            .then(() => followFocus(virtual))
            // What it says as it starts is not the reader's doing: the transcript starts empty.
            .then(() => virtual.clearSpokenPhraseLog())
            .then(() => {
              reader = virtual;
              readerState = 'on';
              post({type: 'reader', status: 'on'});
            })
        );
      })
      .catch(readerFailed);
  }

  if (transcript) {
    // The reader's own key reaches the component untouched (a package may read keyCode or isTrusted);
    // then the screen reader reads its cursor again by pressing Shift, which the component ignores.
    window.addEventListener(
      'keydown',
      (event) => {
        if (!reader || !event.isTrusted || READER_KEYS.indexOf(event.key) < 0) return;
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.isComposing) return;
        if (!root.contains(event.target)) return;
        var key = event.key;
        // Only while the component holds the focus: the press moves the focus to the cursor, which after
        // Escape or Enter blurred the input would reopen a list that opens on focus.
        queueReader(() =>
          reportSpoken('other', false)
            .then(settle)
            .then(() => (root.contains(document.activeElement) ? reader.press('Shift') : undefined))
            .then(settle)
            .then(() => reportSpoken(key, true)),
        );
      },
      true,
    );
    root.addEventListener('focusin', () => {
      if (reader) queueReader(() => settle().then(() => reportSpoken('focus', false)));
    });
    var otherQueued = false;
    new MutationObserver(() => {
      // A live region's news, or anything else it says on its own: one report queued at a time.
      if (!reader || otherQueued) return;
      otherQueued = true;
      queueReader(() =>
        settle().then(() => {
          otherQueued = false;
          return reportSpoken('other', false);
        }),
      );
    }).observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
  }

  // The limits of src/data/rowsTrial.ts, as the page wrote them (page.ts).
  var limits = JSON.parse(document.getElementById('preview-trial').textContent);
  var LARGEST = limits.largest;
  var STEP_LIMIT_MS = limits.stepLimitMs;
  /** The rows trial's request if it has the shape the frame knows, else null. */
  function trialOf(data) {
    if (!isPlainObject(data) || data.type !== 'measure' || !Number.isInteger(data.id)) return null;
    if (!Number.isInteger(data.rows) || data.rows < 1 || data.rows > LARGEST) return null;
    if (typeof data.word !== 'string' || !/^[a-z0-9 ]{1,20}$/.test(data.word)) return null;
    if (!isPlainObject(data.members) || !Object.keys(data.members).every((n) => NAME.test(n))) return null;
    return data;
  }

  var generated = {};
  /** "Row 1" to "Row <count>", made once per count. */
  function rowsOf(count) {
    if (!generated[count]) {
      var rows = new Array(count);
      for (var i = 0; i < count; i++) rows[i] = 'Row ' + (i + 1);
      generated[count] = rows;
    }
    return generated[count];
  }

  /** A frame out of view gets no animation frames: the trial must not wait for one there. */
  var inView = true;
  new window.IntersectionObserver((entries) => {
    inView = entries[entries.length - 1].isIntersecting;
  }).observe(document.body);

  /** Resolves after the next paint; out of view, within a tenth of a second, as nothing is painted there. */
  function nextPaint() {
    return new Promise((resolve) => {
      var done = false;
      function once() {
        if (done) return;
        done = true;
        setTimeout(resolve, 0);
      }
      requestAnimationFrame(once);
      (function watch() {
        setTimeout(() => {
          if (done) return;
          if (inView) watch();
          else once();
        }, 100);
      })();
    });
  }

  /**
   * The milliseconds from `action` to the paint after the component's last change (a paint with no
   * change ends it, or two with none at all); still changing STEP_LIMIT_MS after the first: refused.
   */
  function timed(action) {
    var start = performance.now();
    var seen = changes;
    var firstChangeAt = null;
    var changedAt = null;
    var quiet = 0;
    return Promise.resolve(action()).then(function step() {
      return nextPaint().then(() => {
        var now = performance.now();
        if (changes === seen && (changedAt !== null || ++quiet >= 2)) {
          return (changedAt !== null ? changedAt : now) - start;
        }
        if (changes !== seen) {
          seen = changes;
          changedAt = now;
          if (firstChangeAt === null) firstChangeAt = now;
          else if (now - firstChangeAt > STEP_LIMIT_MS)
            throw new Error('still changing ' + STEP_LIMIT_MS + ' ms after its first change');
        }
        return step();
      });
    });
  }

  var setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  /** One key typed as a browser types it: keydown, the value with the key's character, input, keyup. */
  function typeKey(input, key) {
    input.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true}));
    setValue.call(input, input.value + key);
    input.dispatchEvent(new InputEvent('input', {data: key, inputType: 'insertText', bubbles: true}));
    input.dispatchEvent(new KeyboardEvent('keyup', {key: key, bubbles: true}));
  }

  var trialQueue = Promise.resolve();
  function measure(trial) {
    var result = {type: 'measured', id: trial.id, rows: trial.rows};
    trialQueue = trialQueue
      .then(() => load())
      .then((modules) => {
        if (failed) throw new Error('the component could not be loaded');
        if (!render) render = start(modules);
        mounts++;
        var props = Object.assign({}, trial.members, {dropdownData: rowsOf(trial.rows)});
        return timed(() => render(props, {props: props, events: []}));
      })
      .then((ms) => {
        result.mountMs = ms;
        var input = root.querySelector('input');
        if (!input) throw new Error('the component has no input');
        return timed(() => {
          input.focus();
          input.dispatchEvent(new MouseEvent('click', {bubbles: true}));
        }).then((open) => {
          result.openMs = open;
          result.rendered = root.querySelectorAll('li').length;
          result.keystrokes = [];
          return trial.word
            .split('')
            .reduce(
              (previous, key) =>
                previous.then(() =>
                  timed(() => typeKey(input, key)).then((ms) => result.keystrokes.push(ms)),
                ),
              Promise.resolve(),
            );
        });
      })
      .then(() => {
        // The next configuration mounts afresh: the trial's rows and members are not the page's.
        mounts++;
        var focused = document.activeElement;
        if (focused && root.contains(focused)) focused.blur();
        post(result);
      })
      .catch((error) => {
        mounts++;
        post({
          type: 'measure-failed',
          id: trial.id,
          reason: String((error && error.message) || error).slice(0, 300),
        });
      });
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var config = configOf(event.data);
    if (config) configure(config);
    var trial = exampleUrl ? null : trialOf(event.data);
    if (trial) measure(trial);
  });
  // The modules load while the page answers with the configuration (an example runs once they are in).
  if (exampleUrl) runExample();
  else load().catch(failWith);
  post({type: 'ready'});
})();
