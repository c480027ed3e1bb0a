/**
 * The modules the library-facts plugin writes (src/data/facts/transform.ts and ./index.ts), as pages and
 * components import them: `import facts from '@facts/react';`.
 */
declare module '@facts/angular' {
  const facts: import('../../data/facts').CoreFactsOf<'angular'>;
  export default facts;
}
declare module '@facts/react' {
  const facts: import('../../data/facts').CoreFactsOf<'react'>;
  export default facts;
}
declare module '@facts/vue' {
  const facts: import('../../data/facts').CoreFactsOf<'vue'>;
  export default facts;
}
declare module '@facts/angular-reference' {
  const facts: import('../../data/facts').FullFactsOf<'angular'>;
  export default facts;
}
declare module '@facts/react-reference' {
  const facts: import('../../data/facts').FullFactsOf<'react'>;
  export default facts;
}
declare module '@facts/vue-reference' {
  const facts: import('../../data/facts').FullFactsOf<'vue'>;
  export default facts;
}
declare module '@facts/cross-framework' {
  const crossFramework: import('../../data/facts').CrossFrameworkFacts;
  export default crossFramework;
}
declare module '@facts/summary' {
  const summary: import('../../data/facts').FactsSummary;
  export default summary;
}
declare module '@facts/switch-anchors' {
  const table: import('../../data/frameworkSwitch/target').AnchorLookup;
  export default table;
}
declare module '@facts/limitations' {
  const limitations: {
    readonly [
      F in import('../../data/facts').FrameworkId
    ]: readonly import('../../data/limitations').Limitation[];
  };
  export default limitations;
}
declare module '@facts/held-in' {
  /** Each framework's notes by topic: the releases each holds for, in words ("since 1.0.2"). */
  const heldIn: {
    readonly [F in import('../../data/facts').FrameworkId]: Readonly<Record<string, string>>;
  };
  export default heldIn;
}
declare module '@facts/compare' {
  const data: import('../../data/compare').CompareData;
  export default data;
}
declare module '@facts/upgrade' {
  /** Each package's upgrade guide: releases oldest first and every release's checklist items (src/data/upgrade.ts). */
  const guides: {
    readonly [
      F in import('../../data/facts').FrameworkId
    ]: import('../../data/upgradeChecklist').UpgradeGuide;
  };
  export default guides;
}
declare module '@facts/recorded-aria' {
  /** What each package was recorded setting for screen readers, in sentences (src/data/recordedAria.ts). */
  const recorded: {
    readonly [F in import('../../data/frameworks').FrameworkId]: ReturnType<
      typeof import('../../data/recordedAria').recordedAria
    >;
  };
  export default recorded;
}
declare module '@facts/a11y-criteria' {
  /** Each package judged against the accessibility criteria (src/data/a11yCriteria.ts). */
  const tables: {
    readonly [
      F in import('../../data/frameworks').FrameworkId
    ]: import('../../data/a11yCriteria').CriteriaTable;
  };
  export default tables;
}
declare module '@facts/sizes' {
  /** Each package's releases, newest first, with the size measured from each tarball, or null (src/data/packageSize.ts). */
  const sizes: {
    readonly [F in import('../../data/facts').FrameworkId]: import('../../data/packageSize').PackageSizes;
  };
  export default sizes;
}
declare module '@facts/rows' {
  /** Each package's rows trial: its runs and the newest release recorded (src/data/rowsTrial.ts). */
  const rows: {
    readonly [F in import('../../data/facts').FrameworkId]: import('../../data/rowsTrial').RowsTrialData;
  };
  export default rows;
}
