/**
 * The lazily loaded half of src/theme/SearchBar: the SearchBar of
 * @easyops-cn/docusaurus-search-local (`@theme-original/SearchBar`), which
 * picks its search context from the address alone (`searchContextByPaths`).
 * On a page outside every framework's docs (home, blog, /docs, /docs/compare,
 * /search, privacy, not found) and with a framework the reader chose with the
 * switcher (src/data/frameworkChoice.ts), the bar is rendered under a router
 * (react-router's public `Router`) whose location puts the page inside that
 * framework's docs, so it searches that framework's docs. Its footer links to
 * "all results within" that framework on /search, where "Everywhere" is one
 * choice; with no match it links to the results outside that framework. On a
 * framework's docs, and with no choice, the bar sees the real address.
 *
 * The bar navigates through the same history: result and footer links are
 * real addresses and pass unchanged; its clear button pushes its own pathname
 * back (to drop `_highlight`), which is mapped to the real page.
 *
 * A reader who tabs past the box keeps their place when the index arrives
 * (./keepReaderFocus.ts).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Router} from 'react-router';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import {frameworkIds} from '@site/src/data/frameworks';
import {readStoredFramework} from '@site/src/data/frameworkChoice';
import {searchContextPath} from '@site/src/data/searchContexts';
import {keepReaderFocus} from './keepReaderFocus';

type Props = React.ComponentProps<typeof SearchBar>;
type History = ReturnType<typeof useHistory>;
type Location = History['location'];
type To = Parameters<History['push']>[0];

/**
 * The pathname the bar sees: inside the chosen framework's docs for a page
 * outside every framework's docs (`/blog/x` → `/docs/vue/blog/x`), else the real one.
 */
function barPathname(pathname: string, baseUrl: string): string {
  if (!pathname.startsWith(baseUrl)) return pathname;
  const rest = pathname.slice(baseUrl.length);
  const inFrameworkDocs = frameworkIds.some((id) => {
    const context = searchContextPath(id);
    return rest === context || rest.startsWith(`${context}/`);
  });
  if (inFrameworkDocs) return pathname; // the address's framework wins
  const chosen = readStoredFramework();
  return chosen ? `${baseUrl}${searchContextPath(chosen)}/${rest}` : pathname;
}

/** The site's history, with the location the bar sees (see barPathname). */
function barHistory(real: History, baseUrl: string): History {
  const shown = (location: Location): Location => ({
    ...location,
    pathname: barPathname(location.pathname, baseUrl),
  });
  /** A push of the bar's own pathname (its clear button) goes to the real page. */
  const toReal = (to: To): To => {
    const {pathname} = real.location;
    const seen = barPathname(pathname, baseUrl);
    if (seen === pathname) return to;
    if (typeof to === 'string') {
      const rest = to.slice(seen.length);
      return to.startsWith(seen) && (rest === '' || /^[?#]/.test(rest)) ? pathname + rest : to;
    }
    return to.pathname === seen ? {...to, pathname} : to;
  };
  return {
    get length() {
      return real.length;
    },
    get action() {
      return real.action;
    },
    get location() {
      return shown(real.location);
    },
    push: (to: To, state?: unknown) => real.push(toReal(to), state),
    replace: (to: To, state?: unknown) => real.replace(toReal(to), state),
    go: (n) => real.go(n),
    goBack: () => real.goBack(),
    goForward: () => real.goForward(),
    block: (prompt) => real.block(prompt),
    createHref: (location) => real.createHref(location),
    listen: (listener) => real.listen((location, action) => listener(shown(location), action)),
  };
}

export default function ScopedSearchBar(props: Props): ReactNode {
  const real = useHistory();
  const {siteConfig} = useDocusaurusContext();
  // One history for the bar's lifetime: react-router's Router subscribes once.
  const [history] = useState(() => barHistory(real, siteConfig.baseUrl));
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.navbar input.navbar__search-input');
    return input ? keepReaderFocus(input) : undefined;
  }, []);
  return (
    <Router history={history}>
      <SearchBar {...props} />
    </Router>
  );
}
