/** Which framework versions each package works with: the README's claim, the peer range and a verdict. */
import type {CoreFacts, FrameworkId} from './facts';

export interface SupportedVersions {
  readonly readmeClaim: string;
  readonly peerRange: string;
  readonly builtWith: string;
  readonly verdict: string;
}

const supportedVersionsVerdict: Readonly<Record<FrameworkId, string>> = {
  angular:
    'npm accepts any Angular version, because the peer range is "*". The README recommends Angular 14 or newer, which matches the Angular 14 tooling the library is built with. The module also imports FormsModule, so your app needs @angular/forms even though it is not declared as a peer dependency.',
  react:
    'The declared peer range covers React 16, 17 and 18 only. React 19 is outside it, whatever the README\'s "or higher" suggests: it was listed in the first commit and removed on 2024-09-01. The component uses hooks, which is why the README asks for 16.8 or newer.',
  vue: 'The peer range asks for Vue 3.2.25 or a newer 3.x release. The README mentions older 3.2 releases, but the peer range is what npm checks, so plan for 3.2.25 or newer.',
};

export function supportedVersionsOf(facts: CoreFacts): SupportedVersions {
  const {readme, peerRange, builtWith} = facts.supportedFrameworkVersions;
  return {readmeClaim: readme, peerRange, builtWith, verdict: supportedVersionsVerdict[facts.id]};
}
