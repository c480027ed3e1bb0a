/**
 * Replaces theme-classic's `Icon/LightMode`: the sun drawn with strokes, not a 1,100-character path,
 * keeping the API pages' HTML within the first round trip (issue 31; PERFORMANCE.md, "Budgets").
 */
import React, {type ComponentProps} from 'react';

export default function IconLightMode(props: ComponentProps<'svg'>): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx={12} cy={12} r={4} />
        <path d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </g>
    </svg>
  );
}
