/**
 * `<ApiLink framework="vue" kind="prop" name="isApiLoad" />`: a link to one API table row, in a file of its
 * own so prose that needs only this link does not bundle the table helpers.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apiPagesOf, rowAnchor, type RowKind} from '@site/src/data/apiBasics';
import type {FrameworkId} from '@site/src/data/frameworks';

export default function ApiLink({
  framework,
  kind,
  name,
}: {
  framework: FrameworkId;
  kind: RowKind;
  name: string;
}): ReactNode {
  const pages = apiPagesOf(framework);
  const page =
    kind === 'output'
      ? pages.outputs
      : kind === 'class' || kind === 'style'
        ? pages.classStyle
        : kind === 'aria' || kind === 'keyboard'
          ? pages.aria
          : kind === 'slot'
            ? pages.spinner
            : pages.members;
  return (
    <Link to={`${page ?? pages.members}#${rowAnchor(kind, name)}`}>
      <code>{name}</code>
    </Link>
  );
}
