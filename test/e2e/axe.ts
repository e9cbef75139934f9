/**
 * Issue 12 §2: axe-core over the page as it stands, with the WCAG 2.0–2.2 A/AA rules and axe's
 * best practices. Any violation, whatever its impact, fails; the message lists each rule with
 * its help text and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string }[];
}

/** One readable block per violated rule: id, impact, help and the first elements it names. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${JSON.stringify(node.target)}\n      ${node.html.slice(0, 240)}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … ${violation.nodes.length - 8} more` : '';
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe on the whole page; `label` names the screen (or state) in the failure message. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return results.violations;
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations,
    `axe found ${violations.length} violated rule(s) on ${label}:\n${describeViolations(violations)}`,
  ).toEqual([]);
}

/** As `expectNoAxeViolations`, but a soft expectation: the test goes on to the next screen. */
export async function softExpectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const ids = violations.map((violation) => violation.id);
  expect.soft(ids, `axe on ${label}:\n${describeViolations(violations)}`).toEqual([]);
}
