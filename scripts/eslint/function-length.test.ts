import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { maxOwnLinesPerFunction } from './function-length.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
const method = (name: string, n: number) => `  function ${name}() {\n${lines(n)}\n  }`;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'max-own-lines-per-function',
  maxOwnLinesPerFunction,
  {
    valid: [
      // A factory holding many short methods: each is measured by itself.
      {
        code: `function createService() {\n${method('a', 8)}\n${method('b', 8)}\n  return { a, b };\n}`,
        options: [{ max: 10 }],
      },
      // Blank and comment lines do not count.
      {
        code: `function f() {\n${lines(8)}\n\n\n  // why\n  /* and\n   * how */\n}`,
        options: [{ max: 10 }],
      },
    ],
    invalid: [
      {
        code: `function long() {\n${lines(12)}\n}`,
        options: [{ max: 10 }],
        errors: [{ message: /Function 'long' has 14 lines of its own/ }],
      },
      {
        code: `function createService() {\n${method('short', 3)}\n  const big = () => {\n${lines(11)}\n  };\n  return { short, big };\n}`,
        options: [{ max: 10 }],
        errors: [{ message: /Function 'big' has 13 lines of its own/ }],
      },
    ],
  },
);
