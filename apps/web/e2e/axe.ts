import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Every critical or serious axe violation on the page as it is now; `contrastOnly` checks the colours alone. */
export async function axeFindings(page: Page, { contrastOnly = false } = {}): Promise<AxeFinding[]> {
  // A preview drawn in a sandboxed frame (an e-mail, sandbox="") runs no script: axe waits forever for its
  // answer from inside, so the frame is left out (its content is the e-mail, not a screen of ours).
  const builder = new AxeBuilder({ page }).exclude('iframe[sandbox=""]');
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
  const { violations } = await (contrastOnly ? builder.withRules(['color-contrast']) : builder).analyze();
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
