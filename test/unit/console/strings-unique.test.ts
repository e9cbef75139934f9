import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { accessStrings, PERMISSION_LABELS } from '../../../frontend/src/strings/access';
import { accountStrings } from '../../../frontend/src/strings/account';
import { applicationsStrings } from '../../../frontend/src/strings/applications';
import { commonStrings } from '../../../frontend/src/strings/common';
import { configDashStrings } from '../../../frontend/src/strings/config-dash';
import { documentsStrings } from '../../../frontend/src/strings/documents';
import { helpStrings } from '../../../frontend/src/strings/help';
import { helpTopicBodies } from '../../../frontend/src/strings/help-topic-bodies';
import { helpTopicStrings } from '../../../frontend/src/strings/help-topics';
import { mfaStrings } from '../../../frontend/src/strings/mfa';
import { notificationsStrings } from '../../../frontend/src/strings/notifications';
import { orgunitsStrings } from '../../../frontend/src/strings/orgunits';
import { passwordStrings } from '../../../frontend/src/strings/password';
import { countOf, pluralOf } from '../../../frontend/src/strings/plural';
import { teamsStrings } from '../../../frontend/src/strings/teams';
import { tenantsStrings } from '../../../frontend/src/strings/tenants';
import { usersStrings } from '../../../frontend/src/strings/users';
import { whoHasAccessStrings } from '../../../frontend/src/strings/who-has-access';
import { workqueueStrings } from '../../../frontend/src/strings/workqueue';

/**
 * Issue 12 §5: the strings are a common set and one module per page group, and no text is repeated.
 * A module entry may refer to a shared definition (`cancel: commonStrings.actions.cancel`): that is
 * one text reached from two places. So the texts are counted where they are written, the literals of
 * the modules' source, and the modules' functions, each counted once however many entries refer to
 * it, are called with placeholders so that two functions building the same sentence count as well.
 */

const STRINGS_DIR = path.resolve(__dirname, '../../../frontend/src/strings');

const MODULES: Record<string, object> = {
  'access.ts': { accessStrings, PERMISSION_LABELS },
  'account.ts': accountStrings,
  'applications.ts': applicationsStrings,
  'common.ts': commonStrings,
  'config-dash.ts': configDashStrings,
  'documents.ts': documentsStrings,
  'help.ts': helpStrings,
  'help-topic-bodies.ts': helpTopicBodies,
  'help-topics.ts': helpTopicStrings,
  'mfa.ts': mfaStrings,
  'notifications.ts': notificationsStrings,
  'orgunits.ts': orgunitsStrings,
  'password.ts': passwordStrings,
  'plural.ts': { countOf, pluralOf },
  'teams.ts': teamsStrings,
  'tenants.ts': tenantsStrings,
  'users.ts': usersStrings,
  'who-has-access.ts': whoHasAccessStrings,
  'workqueue.ts': workqueueStrings,
};

interface Text {
  text: string;
  where: string;
}

/** A template's text: its parameters become `${}`, other expressions (shared texts) stay named. */
function templateText(node: ts.TemplateExpression, source: ts.SourceFile): string {
  return node.templateSpans.reduce(
    (text, span) =>
      `${text}\${${ts.isIdentifier(span.expression) ? '' : span.expression.getText(source)}}${span.literal.text}`,
    node.head.text,
  );
}

/** Every text written in a strings module: its string and template literals, but no import paths. */
function writtenTexts(file: string): Text[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(STRINGS_DIR, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const texts: Text[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isPropertyAssignment(node)) {
      // A quoted property name is a key, not a text.
      visit(node.initializer);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push({ text: node.text, where: where(node) });
      return;
    }
    if (ts.isTemplateExpression(node)) {
      texts.push({ text: templateText(node, source), where: where(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

type TextFunction = (...placeholders: string[]) => unknown;

/** The modules' functions, each once with the first path that reaches it. */
function functionsOf(value: unknown, at: string, found: Map<TextFunction, string>): void {
  if (typeof value === 'function') {
    if (!found.has(value as TextFunction)) found.set(value as TextFunction, at);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => functionsOf(item, `${at}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) functionsOf(item, `${at}.${key}`, found);
  }
}

/** Each function's sentence with placeholders for its arguments: 'Edit ‹1›'. */
function functionTexts(): Text[] {
  const found = new Map<TextFunction, string>();
  for (const [file, strings] of Object.entries(MODULES)) functionsOf(strings, file, found);
  return [...found].map(([fn, at]) => {
    const placeholders = Array.from({ length: fn.length }, (_, index) => `‹${index + 1}›`);
    const text = fn(...placeholders);
    if (typeof text !== 'string') throw new Error(`${at} does not return a text`);
    return { text, where: `${at}()` };
  });
}

/** The texts that occur more than once, each with the places it occurs. */
function repeats(texts: Text[]): string[] {
  const places = new Map<string, string[]>();
  for (const { text, where } of texts) places.set(text, [...(places.get(text) ?? []), where]);
  return [...places]
    .filter(([, at]) => at.length > 1)
    .map(([text, at]) => `${JSON.stringify(text)} (${at.length}×): ${at.join(', ')}`);
}

describe('console strings (issue 12 §5: no text repeated)', () => {
  it('covers every strings module', () => {
    expect(readdirSync(STRINGS_DIR).sort()).toEqual(Object.keys(MODULES).sort());
  });

  it('writes each text once across all modules', () => {
    const written = Object.keys(MODULES).flatMap(writtenTexts);
    expect(written.length).toBeGreaterThan(100);
    expect(repeats(written)).toEqual([]);
  });

  it('builds each sentence in one function, which no plain text repeats', () => {
    const functions = functionTexts();
    expect(functions.length).toBeGreaterThan(10);
    const written = Object.keys(MODULES).flatMap(writtenTexts);
    expect(repeats([...functions, ...written])).toEqual([]);
  });
});
