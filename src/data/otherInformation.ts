/** Width, styling and several-instances notes of each package, for the other_information pages. */
import type {CoreFacts, FrameworkId} from './facts';

export interface OtherInformation {
  readonly width: string;
  readonly styling: string;
  readonly instances: string;
  readonly hardcodedIds: readonly string[];
}

/** Written from `domStructure` and `moduleFacts`. Backticks mark code. */
const otherInformationWording: Readonly<Record<FrameworkId, Omit<OtherInformation, 'hardcodedIds'>>> = {
  angular: {
    width:
      'The component fills the width of its parent element. When the list opens, and on every window resize while it stays open, the list takes the width of the element with id `searchInput`. To change the width, size the parent container, or set a width through `parentContainerClass` / `parentContainerStyle`.',
    styling:
      "The component keeps Angular's default view encapsulation (Emulated). Classes you pass through `customClass` are therefore only found when they live in global CSS, such as the `styles.css` where Bootstrap or Tailwind is usually loaded, or when your component styles reach them with `::ng-deep`. Inline styles go through `customStyle`, an `ngStyle` object per element.",
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Width sync and refocusing look up the first `#searchInput` of the document: every list gets the width of the first input, and the `<label for="searchInput">` of a later instance points at the first input. If you need several instances, give their inputs the same width, so the shared width is right for each list.',
  },
  react: {
    width:
      'When the input gains focus, the list container takes the width of the input, measured through a React ref. The width also follows window resizes while the list is open; the listener is removed when it closes. Package versions lists the releases that brought each of these.',
    styling:
      "The component's own CSS is bundled and injected into the page when you import the package, and its class names are global. Classes you pass through `customClass`, such as Bootstrap or Tailwind utilities, are added next to the built-in ones; inline styles go through `customStyle` as `React.CSSProperties` objects.",
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Each list still takes the width of its own input, since the width is measured through a ref.',
  },
  vue: {
    width:
      'The list copies the width of the element with id `searchInput` when the component mounts, when the input gains focus, when the window is resized and when `dropdownData` changes.',
    styling:
      'The component styles are not scoped: the bundle imports them for you and they apply globally. Classes you pass through `customClass`, such as Bootstrap or Tailwind utilities, are added to each part; inline styles go through `customStyle`. One key, `inputLabelContainerClass`, has no effect (see the known limitations below).',
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Width sync reads the first `#searchInput` of the document, so every list follows the width of the first input. If you need several instances, give their inputs the same width, so the shared width is right for each list.',
  },
};

export function otherInformationOf(facts: CoreFacts): OtherInformation {
  return {...otherInformationWording[facts.id], hardcodedIds: facts.domStructure.hardcodedIds};
}
