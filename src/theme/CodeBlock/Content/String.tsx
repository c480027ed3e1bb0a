/**
 * Replaces theme-classic's CodeBlock/Content/String (3.10.2), written for this site: the same
 * code block (metadata, layout, copy and word-wrap buttons), with its own word-wrap hook.
 *
 * Why: theme-common's `useCodeWordWrap` watches a hidden tab panel through `useMutationObserver`,
 * which memoises its options after sorting their names with `localeCompare`. That first
 * `localeCompare` of the page loads ICU's collation data: 20-50 ms on the main thread of every
 * page with a code block (see src/utils/format.ts). `useWordWrap` below behaves the same and
 * passes the observer one constant options object.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

type WordWrap = Parameters<typeof CodeBlockContextProvider>[0]['wordWrap'];

const HIDDEN_ATTRIBUTE_ONLY: MutationObserverInit = {attributes: true, attributeFilter: ['hidden']};

/**
 * Calls `onVisible` when the hidden tab panel around the code block is shown, so a block that
 * was measured while hidden can tell again whether it scrolls.
 */
function useTabBecameVisible(codeBlockRef: RefObject<HTMLPreElement | null>, onVisible: () => void): void {
  const [hiddenPanel, setHiddenPanel] = useState<Element | null>(null);
  const findHiddenPanel = useCallback(() => {
    setHiddenPanel(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef]);
  useEffect(findHiddenPanel, [findHiddenPanel]);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;
  useEffect(() => {
    if (!hiddenPanel) {
      return undefined;
    }
    const observer = new MutationObserver(() => {
      onVisibleRef.current();
      findHiddenPanel();
    });
    observer.observe(hiddenPanel, HIDDEN_ATTRIBUTE_ONLY);
    return () => observer.disconnect();
  }, [hiddenPanel, findHiddenPanel]);
}

/** The word-wrap button's state: whether wrapping is on, and whether the code scrolls sideways. */
function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Break even very long tokens, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) {
      setIsCodeScrollable(
        pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'),
      );
    }
  }, []);

  useTabBecameVisible(codeBlockRef, measure);
  useEffect(measure, [isEnabled, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
