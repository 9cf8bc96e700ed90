// Issue 25: one way per job, and no leftovers. The lint rules in scripts/eslint hold the layers;
// these hold what a layer rule cannot see: a second form hook, a second place that composes mail,
// code nothing uses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file);

function sources(dir, out = []) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(file, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(path.join(root, file));
  }
  return out;
}
const read = (file) => fs.readFileSync(file, 'utf8');
const isStoryOrTest = (file) =>
  /\.(stories|test|spec)\.tsx?$/.test(file) || /\/(testing|e2e|bench|test)\//.test(file);

/** The names a file declares with `export` (not re-exports). */
function exportedNames(file) {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        names.push(declaration.name.getText(source));
    else if (statement.name) names.push(statement.name.getText(source));
  }
  return names;
}

/**
 * Exports of `product` files that nothing uses: named only at their declaration, in their own file
 * and in every file of `users` (`users` decides whether a story or a test counts as a use).
 */
function unused(product, users) {
  const texts = new Map(users.map((file) => [file, read(file)]));
  const found = [];
  for (const file of product) {
    const own = read(file);
    for (const name of exportedNames(file)) {
      const word = new RegExp(`\\b${name}\\b`, 'g');
      if ((own.match(word) ?? []).length > 1) continue;
      const elsewhere = [...texts].some(([user, text]) => user !== file && word.test(text));
      word.lastIndex = 0;
      if (!elsewhere) found.push(`${rel(file)}: ${name}`);
    }
  }
  return found;
}

describe('no leftovers', () => {
  it('the app exports nothing that only its stories and tests use (a screen part kept for its story)', () => {
    const app = sources('apps/crm/src');
    const product = app.filter((file) => !isStoryOrTest(file));
    expect(unused(product, product)).toEqual([]);
  });

  it('the server exports nothing that no code, test or bench uses', () => {
    const all = [
      ...sources('apps/server/src'),
      ...sources('apps/server/test'),
      ...sources('apps/server/bench'),
      ...sources('apps/server/scripts'),
    ];
    const product = sources('apps/server/src').filter((file) => !isStoryOrTest(file));
    expect(unused(product, all)).toEqual([]);
  });

  it('every hook of @crm/api-client/react has a caller in the app', () => {
    const hooks = [
      ...read(path.join(root, 'packages/api-client/src/react.ts')).matchAll(/export \{([^}]*)\}/g),
    ]
      .flatMap((match) => match[1].split(','))
      .map((name) => name.trim())
      .filter((name) => /^use[A-Z]/.test(name));
    expect(hooks.length).toBeGreaterThan(40);
    const app = sources('apps/crm/src')
      .filter((file) => !isStoryOrTest(file))
      .map(read)
      .join('\n');
    expect(hooks.filter((hook) => !new RegExp(`\\b${hook}\\b`).test(app))).toEqual([]);
  });

  it('finds a leftover when there is one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leftover-'));
    const file = path.join(dir, 'ComingSoonCard.tsx');
    const story = path.join(dir, 'ComingSoonCard.stories.tsx');
    try {
      fs.writeFileSync(file, 'export function ComingSoonCard() { return null; }\n');
      fs.writeFileSync(
        story,
        "import { ComingSoonCard } from './ComingSoonCard';\nComingSoonCard();\n",
      );
      expect(unused([file], [file])).toEqual([`${rel(file)}: ComingSoonCard`]);
      expect(unused([file], [file, story])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('one way per job', () => {
  it('one form hook: the app defines no form hook but hooks/useForm.ts, and no form library', () => {
    const others = [];
    for (const file of sources('apps/crm/src')) {
      const text = read(file);
      if (
        /\b(?:function|const)\s+use\w*Form\b/.test(text) &&
        !file.endsWith('apps/crm/src/hooks/useForm.ts')
      )
        others.push(rel(file));
      if (/from '(react-hook-form|formik|@tanstack\/react-form)'/.test(text))
        others.push(rel(file));
    }
    expect(others).toEqual([]);
    // Forms with non-string fields (tags, a list) are among its users.
    for (const dialog of ['BulkTagDialog', 'ManageTagsDialog'])
      expect(
        read(path.join(root, `apps/crm/src/features/contacts/components/${dialog}.tsx`)),
      ).toMatch(/\buseForm\(/);
  });

  it('one message builder: only sending/mimeMessage.ts encodes MIME and only sending/mailer.ts holds the transport', () => {
    const composers = sources('apps/server/src')
      .filter((file) => !isStoryOrTest(file))
      .filter((file) => /from 'nodemailer(\/[^']*)?'/.test(read(file)))
      .map(rel);
    expect(composers.sort()).toEqual([
      'apps/server/src/sending/mailer.ts',
      'apps/server/src/sending/mimeMessage.ts',
    ]);
  });
});
