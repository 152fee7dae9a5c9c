// A reading drawn through the tarot API shows its cards on its page; the rest of the API is
// tests/http/tarot-api.test.ts.
import { expect, test } from "./fixtures";
import { drawnCards } from "./tarot-helpers";

test.describe("the tarot API", () => {
  test("draws a reading whose page shows the same cards", async ({ request, page }) => {
    const response = await request.get("/api/tarot/draw?spread=celtic-cross&reversals=true");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.json();
    expect(body.spread).toEqual({ slug: "celtic-cross", name: "Celtic Cross" });
    expect(body.cards).toHaveLength(10);
    expect(body.cards[1].position).toBe("The challenge");
    expect(body.cards[1].role).toBe("obstacle");
    expect(body.cards[9].reading).toMatch(
      /^If the present course holds, .+ is where everything will point: /,
    );
    expect(body.synthesis.join(" ")).toContain("Read from first to last");
    expect(Object.keys(body.cards[0].card).sort()).toEqual(["image", "name", "slug"]);
    expect(new Set(body.cards.map((c: { card: { slug: string } }) => c.card.slug)).size).toBe(10);
    expect(body.url).toMatch(/^\/tarot\/reading\/celtic-cross\/[A-Za-z0-9_-]+$/);
    await page.goto(body.url);
    expect(await drawnCards(page)).toEqual(
      body.cards.map(
        (c: { card: { slug: string }; reversed: boolean }) => `${c.card.slug}:${c.reversed}`,
      ),
    );

    const upright = await (
      await request.get("/api/tarot/draw?spread=celtic-cross&reversals=false")
    ).json();
    expect(upright.cards.every((c: { reversed: boolean }) => c.reversed === false)).toBe(true);
  });
});
