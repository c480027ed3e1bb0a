/**
 * The accessibility criteria (issue 60, item 1): each package's accessibility page shows the
 * verdicts recorded from the package (src/data/ariaTraits.json, judged by src/data/a11yCriteria.ts),
 * with their evidence and, for each one not met, what an app can do, written from the facts; the
 * compare page shows the three side by side. A recording that lacks a criterion, or names one the
 * criteria do not know, is refused with the field named. The judges are seen failing on a broken
 * stand-in in tests/e2e/live-preview.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {A11Y_CRITERIA, criteriaTable, remedyFactsOf} from '../../src/data/a11yCriteria';
import {ariaTraits} from '../../src/data/ariaTraits';
import {frameworkIds} from '../../src/data/frameworks';
import {siteFacts} from '../support/facts';
import {loadBuiltPage} from '../support/site';

const facts = siteFacts();
const tableOf = (framework: (typeof frameworkIds)[number]) =>
  criteriaTable(ariaTraits.packages[framework], remedyFactsOf(facts.full(framework)));
const VERDICT_TEXT = {met: '✓ Met', partly: '◐ Partly', 'not met': '✗ Not\u00a0met'};

test('at least 15 criteria, each with its own id, words and a judge', () => {
  expect(A11Y_CRITERIA.length).toBeGreaterThanOrEqual(15);
  expect(new Set(A11Y_CRITERIA.map((c) => c.id)).size).toBe(A11Y_CRITERIA.length);
  for (const criterion of A11Y_CRITERIA) {
    expect(criterion.title, criterion.id).toMatch(/\S/);
    expect(criterion.how, criterion.id).toMatch(/\S/);
  }
});

for (const framework of frameworkIds) {
  test(`${framework}: the accessibility page shows each criterion's recorded verdict, evidence and remedy`, () => {
    const $ = loadBuiltPage(`/docs/${framework}/api/aria`);
    const expected = tableOf(framework);
    const table = $(`table[data-criteria="${framework}"]`);
    expect(table.find('caption').text()).toBe(
      `${expected.from} against ${A11Y_CRITERIA.length} accessibility criteria`,
    );
    expect(table.prev('p').text()).toContain(`${expected.from}, on ${expected.judgedOn}`);
    expect(table.prev('p').text()).toContain('NVDA, JAWS and VoiceOver each word things their own way');
    const rows = table
      .find('tbody tr')
      .map((_, tr) => {
        const cells = $(tr).children('td');
        return {
          id: $(tr).attr('data-criterion'),
          verdict: cells.eq(0).text(),
          evidence: cells
            .eq(1)
            .find('li')
            .map((__, li) => $(li).text())
            .get(),
          remedy: cells.eq(2).text(),
          code: cells.eq(2).find('code').length,
        };
      })
      .get();
    expect(rows).toEqual(
      expected.rows.map((row) => ({
        id: row.id,
        verdict: VERDICT_TEXT[row.verdict],
        evidence: row.evidence,
        code: (row.remedy?.match(/`/g)?.length ?? 0) / 2,
        // Backticks mark code, shown as code.
        remedy: row.remedy?.replaceAll('`', '') ?? '—',
      })),
    );
    // What an app can do is written from the facts: the ARIA key that names the field, by the
    // framework's own way of setting it.
    const key = facts.full(framework).ariaKeys?.find((k) => k.appliesTo === 'input aria-label');
    expect(key, 'the facts have the ARIA key that names the input').toBeDefined();
    expect(A11Y_CRITERIA[0]!.remedy!(remedyFactsOf(facts.full(framework)))).toContain(
      framework === 'angular' ? `\`${key!.name}\` input` : `aria.${key!.name}`,
    );
  });
}

test('the compare page puts the three packages’ verdicts side by side', () => {
  const $ = loadBuiltPage('/docs/compare');
  const table = $('table[data-criteria="compare"]');
  for (const framework of frameworkIds) {
    const verdicts = table
      .find(`td[data-framework="${framework}"]`)
      .map((_, td) => $(td).text())
      .get();
    expect(verdicts, framework).toEqual(tableOf(framework).rows.map((row) => VERDICT_TEXT[row.verdict]));
  }
});

test('a recording without a criterion, or with one no criterion has, is refused naming it', () => {
  const recorded = ariaTraits.packages.vue;
  const remedies = remedyFactsOf(facts.full('vue'));
  const rest = Object.fromEntries(Object.entries(recorded.criteria!).filter(([id]) => id !== 'field-name'));
  expect(() => criteriaTable({...recorded, criteria: rest}, remedies)).toThrow(
    'src/data/ariaTraits.json, packages.vue: criteria.field-name is missing',
  );
  const extra = {...recorded.criteria!, 'made-up': {verdict: 'met' as const, evidence: []}};
  expect(() => criteriaTable({...recorded, criteria: extra}, remedies)).toThrow(
    'no criterion has the id made-up',
  );
});
