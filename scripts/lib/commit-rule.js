// The commit rule (CONTRIBUTING.md): a subject of at most 72 characters that says what changed,
// then a blank line and a body that tells the story. Shared by scripts/check-commits.js and its test.

export const MAX_SUBJECT = 72;

/**
 * What is wrong with one commit message, as sentences; none when it keeps the rule. A merge
 * needs no body: its branch's commits carry the story.
 * @param {string} message
 * @param {{ merge?: boolean }} [options]
 * @returns {string[]}
 */
export function commitProblems(message, { merge = false } = {}) {
  const lines = message.replace(/\s+$/, "").split("\n");
  const subject = lines[0] ?? "";
  const problems = [];
  const length = [...subject].length;
  if (subject.trim() === "") problems.push("the subject is empty");
  if (length > MAX_SUBJECT)
    problems.push(`the subject is ${length} characters, over ${MAX_SUBJECT}`);
  if (lines.length > 1 && (lines[1] ?? "").trim() !== "")
    problems.push("the subject runs on: the second line must be blank");
  const body = lines.slice(2).join("\n").trim();
  if (!merge && body === "") problems.push("there is no body saying what and why");
  return problems;
}
