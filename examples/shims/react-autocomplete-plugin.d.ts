/**
 * The props of react-autocomplete-plugin 2.1.2, written from the site's facts
 * file so that `tsc` checks the prop names used in examples/react/*.tsx. The
 * package is not installed in this site; these are not its published types.
 */
declare module 'react-autocomplete-plugin' {
  import type {CSSProperties, FunctionComponent} from 'react';

  export type CustomClassType = Readonly<Record<string, string>>;
  export type CustomStyleType = Readonly<Record<string, CSSProperties>>;
  export type CustomAriaType = Readonly<Record<string, string>>;

  export interface AutocompleteProps {
    dropdownData: any[];
    objectProperty?: string;
    defaultValue?: any;
    broadcastSelectedValue?: (item: any) => void;
    placeHolder?: string;
    showInputlabel?: boolean;
    inputLabel?: string;
    noSearchResultMessage?: string;
    showdropDownArrow?: boolean;
    showClearOption?: boolean;
    isAutoCompleteDisabled?: boolean;
    searchFn?: (event: any) => void;
    disableProperty?: string;
    disableListFn?: (index: number, item: any) => boolean;
    initialVisibleData?: number;
    scrollThreshold?: number;
    isScrollThresholdRequired?: boolean;
    totalRecords?: number;
    isApiLoad?: boolean;
    triggerApiLoadEvent?: (info: {dataIndex: number}) => void;
    showLoadingSpinner?: boolean;
    isCustomSpinner?: boolean;
    triggerOnFocusEvent?: (event: any) => void;
    triggerBlurEvent?: (event: any) => void;
    triggerClearSelectionEvent?: (event: any) => void;
    inspectAutoCompleteList?: boolean;
    customClass?: CustomClassType;
    customStyle?: CustomStyleType;
    aria?: CustomAriaType;
    /** 2.0.1 and later. */
    showViewMore?: boolean;
    /** 2.0.1 and later. */
    optViewMoreOnlyForApiCall?: boolean;
    /** 2.0.1 and later. */
    viewMoreText?: string;
  }

  export const Autocomplete: FunctionComponent<AutocompleteProps>;
}
