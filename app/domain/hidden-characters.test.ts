import { describe, expect, it } from "vitest";
import { hiddenCharacter } from "~/domain/hidden-characters";

describe("hidden characters", () => {
  it("names every bidirectional formatting character and mark, and passes names in any script", () => {
    const direction = [0x61c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e];
    for (const code of [...direction, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const hex = code.toString(16).toUpperCase().padStart(4, "0");
      expect(hiddenCharacter(`Ada${String.fromCodePoint(code)}Lovelace`)).toBe(
        `the invisible text-direction character U+${hex}`,
      );
    }
    expect(hiddenCharacter("Ada\u0000")).toBe("control characters");
    // Hebrew, Arabic, Persian with its zero-width non-joiner, an emoji joined by ZWJ.
    for (const name of ["שרה", "ليلى", "می\u200cخواهم", "José O'Brien", "👩\u200d🚀"]) {
      expect(hiddenCharacter(name)).toBeUndefined();
    }
  });
});
