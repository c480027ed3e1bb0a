/**
 * Side-effect import that registers the facts of every framework (see
 * ../registry.ts), for tests, Node code and pages that show all three.
 */
import './angular';
import './react';
import './vue';
