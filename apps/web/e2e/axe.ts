import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The impacts that fail a journey (issue 22): a screen reader or keyboard user is stopped or badly hindered. */
const BLOCKING = new Set(['critical', 'serious']);
/** Elements listed per rule; the count says how many more there are. */
const SHOWN = 6;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** One line per offending element: where it is and what is wrong with it. */
  nodes: string[];
}

/**
 * Every critical or serious axe violation on the page as it is now; `contrastOnly` checks the colours alone.
 * axe-core runs in the page itself, put there once per document: @axe-core/playwright's AxeBuilder injected it
 * anew at each check and gathered its results in a blank page it opened for the purpose, which took more than half
 * of the accessibility sweep's time (its legacy mode, which does not, is deprecated). Only violations are reported:
 * axe then builds no selectors for the elements that pass.
 */
export async function axeFindings(page: Page, { contrastOnly = false } = {}): Promise<AxeFinding[]> {
  // A dialog or a toast fading in is checked once it has ended, not half-way, when its colours are still a blend
  // with what is under it (endless animations, such as a loader's, are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (onlyContrast) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(
          // A preview drawn in a sandboxed frame (an e-mail, sandbox="") runs no script and is the e-mail, not a
          // screen of ours; it is the app's only frame, so axe needs none of its own in frames.
          { exclude: [['iframe[sandbox=""]']] },
          {
            resultTypes: ['violations'],
            ...(onlyContrast ? { runOnly: { type: 'rule' as const, values: ['color-contrast'] } } : {}),
          },
        )
        .then((results) => results.violations),
    contrastOnly,
  );
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => {
        const why = [...node.any, ...node.all, ...node.none][0]?.message ?? node.failureSummary ?? '';
        return `${node.target.join(' ')}: ${why.replace(/\s+/g, ' ').trim()}`;
      }),
    }));
}

/** A readable list: each rule with its count, then the first few elements. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(({ rule, impact, help, nodes }) => {
      const more = nodes.length > SHOWN ? [`    … and ${nodes.length - SHOWN} more`] : [];
      return [
        `  ${impact} ${rule} (${nodes.length}): ${help}`,
        ...nodes.slice(0, SHOWN).map((n) => `    - ${n}`),
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Fails the journey on any critical or serious violation, naming the screen, each rule, the elements and why.
 * `soft` lets a sweep go on to the next screen and report them all at the end. Answers how many elements failed.
 * `contrastOnly` runs the colour rule alone: what a second colour scheme of an already checked screen can change.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  { soft = false, contrastOnly = false } = {},
): Promise<number> {
  const findings = await axeFindings(page, { contrastOnly });
  const count = findings.reduce((sum, finding) => sum + finding.nodes.length, 0);
  const check = soft ? expect.soft : expect;
  check(count, `accessibility of ${screen} (${page.url()}):\n${describeFindings(findings)}`).toBe(0);
  return count;
}
