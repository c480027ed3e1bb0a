/**
 * Wraps theme-classic's ColorModeToggle. Before hydration (and until a reader
 * picks a mode) upstream gets no choice (`null`) and labels the button
 * "currently system mode", though this site does not follow the system
 * (respectPrefersColorScheme: false) and shows its default, dark. With no
 * choice made, the wrapper reports the configured default mode instead.
 */
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {defaultMode} = useThemeConfig().colorMode;
  const value = props.value ?? (props.respectPrefersColorScheme ? null : defaultMode);
  return <ColorModeToggle {...props} value={value} />;
}
