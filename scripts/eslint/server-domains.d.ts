import type { Rule } from 'eslint';

/** Server domains import each other only through public faces, one way (server-domains.js). */
export declare const serverDomains: Rule.RuleModule;
/** Throws when the declared graph of domains has a cycle. */
export declare function assertAcyclic(domains: Record<string, string[]>): void;
