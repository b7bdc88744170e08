import type { Rule } from 'eslint';

export declare const maxOwnLinesPerFunction: Rule.RuleModule;
