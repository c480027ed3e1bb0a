/** The `<thead>` the site's fact tables share: one column header per label. */
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
