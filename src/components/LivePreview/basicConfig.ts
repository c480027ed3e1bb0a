/**
 * The short previews' configuration (accessibility pages, home page): the builder's fruit list, a placeholder
 * and the selection event, by the names the framework's facts give them. Pure.
 */
import {sampleItems} from '../../data/builderScenarios';
import {SELECT_EVENT} from '../../lib/builder/plan';
import type {PreviewConfig} from './messages';

/** The slice of `@facts/<framework>` read here. */
export interface BasicFacts {
  readonly memberDefaults: Readonly<Record<string, unknown>>;
}

export function basicPreviewConfig(facts: BasicFacts, placeholder: string): PreviewConfig {
  const members = Object.keys(facts.memberDefaults);
  const placeholderMember = members.find((m) => m.toLowerCase() === 'placeholder');
  return {
    props: {
      dropdownData: [...sampleItems.strings],
      ...(placeholderMember ? {[placeholderMember]: placeholder} : {}),
    },
    events: members.includes(SELECT_EVENT) ? [SELECT_EVENT] : [],
  };
}
