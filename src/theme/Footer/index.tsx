/** Wraps theme-classic's Footer to list the current version of each package below it. */
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PackageVersions from '@site/src/components/PackageVersions';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PackageVersions />
    </>
  );
}
