/** The facts core's public surface (./README.md): pages and components import types only. */
// The facts file: its one read, its check and its JSON Schema.
export {parseFacts, parseFactsJson, readFactsSync, readFactsWhenWritten, WRITE_SETTLE} from './read';
export {FACTS_FILE_LABEL, FactsFileError, factsProblems, validateFacts} from './validate';
export {factsJsonSchema, JSON_SCHEMA_PATH, MEMBER_CATEGORIES, nearestOf} from './schema';
// The checked facts as the modules pages import (`@facts/<name>`).
export {asPagesReadIt, factsModules, issuesUrlOf, UNUSED_BY_PAGES, withoutMaintainerNotes} from './transform';
export {membersWithDefaults, withMemberDefaults} from './defaultTokens';
// The releases (what each had, what changed between two, their order) and the API pages' version lens.
export * from './history';
export * from './lens';
// The facts' types, inferred from the schema, and the types of the modules.
export * from './types';
