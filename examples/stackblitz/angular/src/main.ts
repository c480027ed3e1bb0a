// Starts the example in src/app/example.ts, the file shown on the docs page.
// An NgModule example (its component is not standalone) starts through the
// module it exports; any other example starts its standalone component, in an
// element named after the component's selector. An example that starts its own
// app (it calls bootstrapApplication) is src/main.ts itself, so this file is
// not part of its project.
import {provideZoneChangeDetection, reflectComponentType, type Type} from '@angular/core';
import {bootstrapApplication, platformBrowser} from '@angular/platform-browser';
import * as example from './app/example';

const exported: unknown[] = Object.values(example);
const classes = exported.filter((value): value is Type<unknown> => typeof value === 'function');
const component = classes.find((type) => reflectComponentType(type) !== null);
const mirror = component && reflectComponentType(component);
if (!component || !mirror) throw new Error('src/app/example.ts exports no component');

// The library was built with Angular 14, when every app ran with zone.js, so the
// example keeps zone.js change detection (angular.json loads zone.js), with
// event coalescing as a new Angular 19 app has it.
const zone = provideZoneChangeDetection({eventCoalescing: true});

if (!document.querySelector(mirror.selector)) {
  document.body.append(document.createElement(mirror.selector));
}

if (mirror.isStandalone) {
  bootstrapApplication(component, {providers: [zone]}).catch((error: unknown) => console.error(error));
} else {
  const ngModule = classes.find((type) => reflectComponentType(type) === null);
  if (!ngModule) throw new Error('src/app/example.ts declares a component but exports no NgModule');
  platformBrowser()
    .bootstrapModule(ngModule, {ngZoneEventCoalescing: true})
    .catch((error: unknown) => console.error(error));
}
