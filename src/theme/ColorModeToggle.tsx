/**
 * Wraps theme-classic's ColorModeToggle: with no choice made, upstream says "system mode", though the site
 * ignores the system and shows dark, so the wrapper reports the configured default.
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
