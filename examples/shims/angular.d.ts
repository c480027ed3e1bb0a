/**
 * Just enough of the Angular API for `tsc` to check examples/angular/*.ts.
 * Angular is not installed in this site; these declarations are not Angular's
 * own types and are never shown to readers.
 */
declare module '@angular/core' {
  type ClassDecoratorFn = (target: unknown, context?: unknown) => void;

  export function Component(metadata: {
    selector: string;
    template: string;
    standalone?: boolean;
    imports?: readonly unknown[];
  }): ClassDecoratorFn;

  export function NgModule(metadata: {
    declarations?: readonly unknown[];
    imports?: readonly unknown[];
    bootstrap?: readonly unknown[];
  }): ClassDecoratorFn;
}

declare module '@angular/platform-browser' {
  export class BrowserModule {}
  export function bootstrapApplication(rootComponent: unknown): Promise<unknown>;
}

declare module 'ng-autocomplete-plugin' {
  /** Declares and exports the <ng-autocomplete> component. */
  export class NgAutocompletePluginModule {}
}
