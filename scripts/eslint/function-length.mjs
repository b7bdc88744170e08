/**
 * `local/max-own-lines-per-function`: a function's own lines, blank and comment lines aside,
 * and aside the lines of the functions it holds. ESLint's max-lines-per-function counts a
 * factory closure with every method it holds, so every service would be an exception; here a
 * service factory is measured by its own wiring and each method by itself (ADR 0065).
 */
const FUNCTIONS = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];

function nameOf(node) {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
    return parent.id.name;
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && parent.key) {
    return parent.key.name ?? String(parent.key.value);
  }
  return 'function';
}

export const maxOwnLinesPerFunction = {
  meta: {
    type: 'suggestion',
    schema: [
      { type: 'object', properties: { max: { type: 'integer' } }, additionalProperties: false },
    ],
  },
  create(context) {
    const max = context.options[0]?.max ?? 120;
    const source = context.sourceCode;
    const functions = [];
    const collect = (node) => functions.push(node);
    return {
      ...Object.fromEntries(FUNCTIONS.map((type) => [type, collect])),
      'Program:exit'() {
        const commentLines = new Set();
        for (const comment of source.getAllComments()) {
          for (let line = comment.loc.start.line; line <= comment.loc.end.line; line++) {
            const text = source.lines[line - 1].trim();
            // Only a line that is nothing but comment.
            if (
              comment.type === 'Block'
                ? /^(\/\*|\*)/.test(text) || text.endsWith('*/')
                : text.startsWith('//')
            ) {
              commentLines.add(line);
            }
          }
        }
        for (const fn of functions) {
          const nested = functions.filter(
            (other) =>
              other !== fn && other.range[0] > fn.range[0] && other.range[1] <= fn.range[1],
          );
          let own = 0;
          for (let line = fn.loc.start.line; line <= fn.loc.end.line; line++) {
            if (source.lines[line - 1].trim() === '' || commentLines.has(line)) continue;
            // A held function's first line (where it is named) counts for the holder.
            if (nested.some((n) => line > n.loc.start.line && line <= n.loc.end.line)) continue;
            own++;
          }
          if (own > max) {
            context.report({
              node: fn,
              message: `Function '${nameOf(fn)}' has ${own} lines of its own (the functions it holds aside); the limit is ${max}. Split it, or disable this rule for it with the reason.`,
            });
          }
        }
      },
    };
  },
};
