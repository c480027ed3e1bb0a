/**
 * The facts core's public surface (./README.md): what code outside this folder imports. Pages and
 * components import types only (`import type`), since the code here reads files and runs zod and
 * semver, at build time, in scripts, in tests and in the MCP server.
 */
// The facts file: its one read, its check and its JSON Schema.
export {
  FactsJsonError,
  parseFacts,
  parseFactsJson,
  readFactsFileSync,
  readFactsSync,
  readFactsWhenWritten,
  WRITE_SETTLE,
} from './read';
export {FACTS_FILE_LABEL, FactsFileError, factsProblems, nearestOf, validateFacts} from './validate';
export {factsJsonSchema, JSON_SCHEMA_PATH, MEMBER_CATEGORIES} from './schema';
// The checked facts as the modules pages import (`@facts/<name>`).
export {
  asPagesReadIt,
  factsModules,
  issuesUrlOf,
  UNUSED_BY_PAGES,
  withoutMaintainerNotes,
  type FactsModules,
} from './transform';
export {membersWithDefaults, withMemberDefaults} from './defaultTokens';
// The releases: what each had, what changed between two, the API pages' version lens.
export {
  changesBetween,
  membersAt,
  releasesOf,
  type HistoryChange,
  type MemberAt,
  type MemberKind,
  type ReleaseState,
} from './history';
export {HISTORY_LISTS, type HistoryList} from './historyLists';
export {compareVersions, newestFirst} from './versionOrder';
export {lensOf, type EarlierValue, type EarlierValues, type LensFacts, type RemovedRow} from './lens';
// The facts' types, inferred from the schema.
export {
  REFERENCE_KEYS,
  type ApiMember,
  type BehaviourNote,
  type CoreFacts,
  type CoreFactsOf,
  type CrossFrameworkFacts,
  type DemoLink,
  type Discrepancy,
  type FactsFile,
  type FactsSummary,
  type FeatureMatrixRow,
  type FrameworkId,
  type FullFacts,
  type FullFactsOf,
  type KeyboardEntry,
  type MemberCategory,
  type OutputMember,
  type PackageFacts,
  type ReleaseEntry,
  type RelativeSearchOption,
  type Requirement,
  type TypeKey,
} from './types';
