// Types for commit-rule.js, which scripts/check-commits.js (plain node) and its test share.
export const MAX_SUBJECT: number;

export function commitProblems(message: string, options?: { merge?: boolean }): string[];
