import type { Rule } from 'eslint';

export declare const oneFormApproach: Rule.RuleModule;
