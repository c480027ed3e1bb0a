/** Site-wide constants shared by the config, theme code and tests. */

export const GITHUB_ORG_URL = 'https://github.com/nodeworld';

/** The first year of the copyright lines; the build's year ends the range. */
export const FIRST_COPYRIGHT_YEAR = 2025;

/** "Copyright © 2025–2026 nodeworld" (one year when the build's year is the first). */
export function copyrightLine(buildYear: number): string {
  const years = buildYear > FIRST_COPYRIGHT_YEAR ? `${FIRST_COPYRIGHT_YEAR}–${buildYear}` : `${buildYear}`;
  return `Copyright © ${years} nodeworld`;
}
