// /api/tarot/draw reads each card in its place and the spread as a whole, and answers a
// question without keeping it: not in the reading's address, not cacheable.
import { describe, expect, it } from "vitest";
import { DrawAnswer } from "./tarot";
import { createApp } from "../app";

const app = createApp({ mode: "production", clientDir: "" });

describe("GET /api/tarot/draw", () => {
  it("reads each card in its position and the spread as a whole", async () => {
    const response = await app.request("/api/tarot/draw?spread=horseshoe");
    expect(response.status).toBe(200);
    const body = DrawAnswer.parse(await response.json());
    expect(body.cards.map((c) => c.role)).toEqual([
      "past",
      "present",
      "hidden",
      "obstacle",
      "others",
      "advice",
      "outcome",
    ]);
    expect(body.cards[6]!.reading).toMatch(/\bwill\b/);
    const whole = body.synthesis.join(" ");
    for (const card of body.cards) expect(whole).toContain(card.card.name);
    expect(whole).not.toMatch(/You asked/);
  });

  it("answers a question in the synthesis, and keeps it out of the reading's address", async () => {
    const response = await app.request(
      "/api/tarot/draw?spread=three-cards&question=Should%20I%20move%20to%20Leeds%3F",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = DrawAnswer.parse(await response.json());
    expect(body.synthesis[0]).toMatch(/^You asked: “Should I move to Leeds\?”/);
    expect(body.synthesis.at(-1)).toMatch(/To your question, then: /);
    expect(body.url).not.toMatch(/Leeds|\?/);
  });

  it("refuses an oversized question with a 400 that says the bound", async () => {
    const response = await app.request(
      `/api/tarot/draw?spread=one-card&question=${"why ".repeat(60)}`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("question_too_long");
    expect(body.error.message).toMatch(/239 characters long: keep it to 200 or fewer/);
  });
});
