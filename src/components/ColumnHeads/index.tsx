/**
 * A table's header row, one column header a label: the `<thead>` the site's
 * fact tables share.
 */
import type {ReactNode} from 'react';

export default function ColumnHeads({labels}: {readonly labels: readonly string[]}): ReactNode {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
