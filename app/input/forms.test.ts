import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "~/content/common-passwords";
import { isEmailAsPassword, NameSchema, NewPasswordSchema } from "~/input/forms";

const COMMON = [...COMMON_PASSWORDS].filter((p) => p.length >= 10);
// Each printable ASCII character has a fullwidth twin that NFKC folds back onto it.
const fullwidth = (c: string) => String.fromCharCode(c.charCodeAt(0) + 0xfee0);

/** The same password as typed on other keyboards: some letters upper-case, some fullwidth. */
const disguised = fc.constantFrom(...COMMON).chain((password) =>
  fc
    .array(fc.constantFrom("same", "upper", "fullwidth"), {
      minLength: password.length,
      maxLength: password.length,
    })
    .map((ways) =>
      [...password]
        .map((c, i) =>
          ways[i] === "upper" ? c.toUpperCase() : ways[i] === "fullwidth" ? fullwidth(c) : c,
        )
        .join(""),
    ),
);

describe("new passwords", () => {
  it("refuse a common password however it is typed", () => {
    expect(NewPasswordSchema.safeParse("ｐａｓｓｗｏｒｄ１２３").error?.issues[0]?.message).toBe(
      "That password is one of the most common ones; choose another.",
    );
    fc.assert(fc.property(disguised, (password) => !NewPasswordSchema.safeParse(password).success));
  });

  it("refuse a password of spaces only, of any kind and length", () => {
    const spaces = fc
      .array(fc.constantFrom(" ", "\t", "\u00a0", "\u3000", "\u2003"), {
        minLength: 1,
        maxLength: 200,
      })
      .map((s) => s.join(""));
    fc.assert(
      fc.property(spaces, (password) => {
        const issues = NewPasswordSchema.safeParse(password).error?.issues ?? [];
        return issues.some((i) => i.message === "A password cannot be only spaces.");
      }),
    );
  });

  it("still accept a long, uncommon one, as it will be hashed", () => {
    expect(NewPasswordSchema.parse("ｖｉｏｌｅｔ comet orchard")).toBe("violet comet orchard");
  });

  it("know an email used as a password, whatever its case, spacing or width", () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.constantFrom("", " ", "  "),
        fc.boolean(),
        (email, pad, upper) => {
          const typed = `${pad}${upper ? email.toUpperCase() : email}${pad}`;
          return isEmailAsPassword(typed, email.toLowerCase());
        },
      ),
    );
    expect(isEmailAsPassword("ａｄａ@example.com", "ada@example.com")).toBe(true);
    expect(isEmailAsPassword("ada@example.com!", "ada@example.com")).toBe(false);
  });
});

describe("names", () => {
  it("refuse control characters, which PostgreSQL cannot store (a NUL) or a page cannot show", () => {
    const name = NameSchema("first name");
    for (const bad of ["李a\u0000b", "Ada\nLovelace", "Ada\u007f"]) {
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe(
        "Your first name cannot contain control characters.",
      );
    }
    expect(name.safeParse("  José O'Brien ").data).toBe("José O'Brien");
  });

  it("refuse bidirectional overrides, isolates and marks, which reorder what a reader sees", () => {
    const name = NameSchema("last name");
    for (const [bad, code] of [
      ["Lovelace\u202egnp.exe", "202E"],
      ["\u2066Ada\u2069", "2066"],
      ["Ada\u200f", "200F"],
      ["\u061cليلى", "061C"],
    ]) {
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe(
        `Your last name cannot contain the invisible text-direction character U+${code}.`,
      );
    }
    expect(name.safeParse("ليلى").data).toBe("ليلى");
  });
});
