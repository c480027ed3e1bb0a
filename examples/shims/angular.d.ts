/**
 * Just enough of the Angular API for `tsc` to check examples/angular/*.ts,
 * the StackBlitz entry examples/stackblitz/angular/src/main.ts and the files
 * the builder generates (src/components/Builder; tests/unit/builder.spec.ts).
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

  export type Type<T> = new (...args: any[]) => T;
  export interface EnvironmentProviders {
    readonly kind: 'EnvironmentProviders';
  }
  export interface ComponentMirror {
    readonly selector: string;
    readonly isStandalone: boolean;
  }
  export function reflectComponentType(component: Type<unknown>): ComponentMirror | null;
  export function provideZoneChangeDetection(options?: {eventCoalescing?: boolean}): EnvironmentProviders;

  /** A value that Angular watches: reading it in a template re-renders the view when it is set. */
  export interface Signal<T> {
    (): T;
  }
  export interface WritableSignal<T> extends Signal<T> {
    set(value: T): void;
    update(updateFn: (value: T) => T): void;
  }
  export function signal<T>(initialValue: T): WritableSignal<T>;
  export function computed<T>(computation: () => T): Signal<T>;
}

declare module '@angular/platform-browser' {
  import type {EnvironmentProviders, Type} from '@angular/core';

  export class BrowserModule {}
  export function bootstrapApplication(
    rootComponent: Type<unknown>,
    options?: {providers?: readonly EnvironmentProviders[]},
  ): Promise<unknown>;
  export function platformBrowser(): {
    bootstrapModule(moduleType: Type<unknown>, options?: {ngZoneEventCoalescing?: boolean}): Promise<unknown>;
  };
}

declare module '@angular/forms' {
  export class ReactiveFormsModule {}
  type Validator = (control: unknown) => Record<string, unknown> | null;
  export const Validators: {required: Validator};
  export class FormControl<T> {
    constructor(value: T, options?: Validator);
    readonly value: T;
    readonly touched: boolean;
    setValue(value: T): void;
    hasError(errorCode: string): boolean;
  }
  export class FormGroup<C extends Record<string, FormControl<any>>> {
    constructor(controls: C);
    readonly controls: C;
    readonly valid: boolean;
    markAllAsTouched(): void;
  }
}

declare module 'ng-autocomplete-plugin' {
  /** Declares and exports the <ng-autocomplete> component. */
  export class NgAutocompletePluginModule {}
}
