// The commit rule's judge (scripts/lib/commit-rule.js), on messages made to keep or break it.
import { describe, expect, it } from "vitest";
import { commitProblems, MAX_SUBJECT } from "../../scripts/lib/commit-rule.js";

const body = "\n\nWhat changed and why, in as many lines as it takes.\n";

describe("the commit rule", () => {
  it("passes a subject of exactly the limit with a body", () => {
    expect(commitProblems("a".repeat(MAX_SUBJECT) + body)).toEqual([]);
  });

  it("counts characters, not bytes: 72 accented letters pass", () => {
    expect(commitProblems("é".repeat(72) + body)).toEqual([]);
  });

  it("refuses a subject one character over", () => {
    expect(commitProblems("a".repeat(MAX_SUBJECT + 1) + body)).toEqual([
      `the subject is ${MAX_SUBJECT + 1} characters, over ${MAX_SUBJECT}`,
    ]);
  });

  it("refuses a commit without a body, and a subject that runs on", () => {
    expect(commitProblems("Fix the calendar\n")).toEqual(["there is no body saying what and why"]);
    expect(commitProblems("Fix the\ncalendar" + body)).toEqual([
      "the subject runs on: the second line must be blank",
    ]);
  });

  it("lets a merge go without a body, but not past the limit", () => {
    expect(commitProblems("Merge branch 'pool'\n", { merge: true })).toEqual([]);
    expect(commitProblems("Merge " + "b".repeat(80), { merge: true })).toHaveLength(1);
  });

  it("refuses an empty message", () => {
    expect(commitProblems("")).toEqual([
      "the subject is empty",
      "there is no body saying what and why",
    ]);
  });
});
