/**
 * The lazily loaded half of the `CodeBlock` wrapper (./index.tsx):
 * theme-classic's original component with Prism, plus the
 * `prism.additionalLanguages` registration that theme-classic does in an
 * eager client module (removed in docusaurus.config.ts).
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockOriginal from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = CodeBlockOriginal;
export default CodeBlock;
