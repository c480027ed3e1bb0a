/**
 * Side-effect import that registers all the facts of every framework, core and
 * reference (see ../registry.ts), for tests, Node code and pages that show all three.
 */
import './reference/angular';
import './reference/react';
import './reference/vue';
