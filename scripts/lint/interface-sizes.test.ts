import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A view takes a few grouped inputs and a hook hands back a few things: more than `limit` props or returned
 * members is a switchboard (the page passing everything to everything). A hook that returns a named type (a
 * store, a config, a map) hands back one thing, however many members it has: only an object made in the
 * hook counts.
 */
const limit = 12;

function oversized(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const production = config.fileNames.filter((f) => !/\.test\.tsx?$/.test(f) && !/\/testing\//.test(f));
  const program = ts.createProgram(production, config.options);
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const check = (name: string, fn: ts.SignatureDeclaration, where: string) => {
    if (/^[A-Z]/.test(name) && fn.parameters.length === 1 && fn.parameters[0]) {
      const props = checker.getTypeAtLocation(fn.parameters[0]).getProperties().length;
      if (props > limit) found.push(`${where}: ${props} props`);
    }
    if (/^use[A-Z]/.test(name)) {
      const signature = checker.getSignatureFromDeclaration(fn);
      const returned = signature && checker.getReturnTypeOfSignature(signature);
      if (returned?.getSymbol()?.getName() === ts.InternalSymbolName.Object) {
        const members = returned.getProperties().length;
        if (members > limit) found.push(`${where}: returns ${members} members`);
      }
    }
  };
  for (const file of program.getSourceFiles()) {
    if (!production.includes(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      const where = (name: string) => `${file.fileName.replace(/^.*?\/src\//, 'src/')} ${name}`;
      if (ts.isFunctionDeclaration(node) && node.name) check(node.name.text, node, where(node.name.text));
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      )
        check(node.name.text, node.initializer, where(node.name.text));
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe('the size of what views take and hooks return', () => {
  it(`no component takes more than ${limit} props and no hook returns more than ${limit} members`, () => {
    expect(oversized()).toEqual([]);
  }, 120_000);
});
