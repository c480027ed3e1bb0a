/**
 * The lazily loaded half of the `CodeBlock` wrapper (./theme/CodeBlock):
 * theme-classic's component (`@theme-init/CodeBlock`) with Prism, plus the
 * `prism.additionalLanguages` registration that theme-classic does in an
 * eager client module (dropped by the "Prism out of every page" patch in
 * ./index.ts). Outside ./theme so that it is no swizzlable theme component.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockOriginal from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = CodeBlockOriginal;
export default CodeBlock;
