/**
 * The lazily loaded half of ./theme/CodeBlock: theme-classic's component with Prism and the
 * `prism.additionalLanguages` registration the "Prism out of every page" patch dropped. Outside
 * ./theme so that it is no theme component.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockOriginal from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = CodeBlockOriginal;
export default CodeBlock;
