import { expect, test } from "./fixtures";

const API = "/api/horoscope/daily";

test("one sign's reading has the documented shape", async ({ request }) => {
  const response = await request.get(`${API}?date=11/21/2026&zodiacSign=Aries`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d{6,}/);
  const body = await response.json();
  expect(body.date).toBe("2026-11-21");
  expect(body.zodiacSign).toBe("Aries");
  for (const part of ["normal", "love", "career", "health", "finance"]) {
    expect(typeof body[part]).toBe("string");
    expect(body[part].split(/\s+/).length).toBeGreaterThanOrEqual(15);
  }
  expect(Object.keys(body.ratings).sort()).toEqual([
    "career",
    "finance",
    "health",
    "love",
    "overall",
  ]);
  expect(Object.keys(body.lucky).sort()).toEqual(["color", "match", "mood", "number"]);
  expect(body.sky.bodies).toHaveLength(10);
  expect(Object.keys(body.sky.bodies[0]).sort()).toEqual([
    "degree",
    "house",
    "longitude",
    "name",
    "retrograde",
    "sign",
  ]);
  // On 2026-11-21 at noon UTC the Sun is in Scorpio, the 8th house from Aries.
  expect(body.sky.bodies[0]).toMatchObject({ name: "Sun", sign: "Scorpio", house: 8 });
  expect(body.sky.moonPhase.name).toEqual(expect.any(String));
  expect(Array.isArray(body.sky.aspects)).toBe(true);
  expect(body.basis.length).toBeGreaterThan(0);
});

test("ISO dates and any letter case give the same reading", async ({ request }) => {
  const a = await (await request.get(`${API}?date=11/21/2026&zodiacSign=Aries`)).json();
  const b = await (await request.get(`${API}?date=2026-11-21&zodiacSign=aRIES`)).json();
  expect(b).toEqual(a);
});

test("no sign, or all, gives the twelve readings", async ({ request }) => {
  for (const query of ["date=2026-11-21", "date=2026-11-21&zodiacSign=all"]) {
    const body = await (await request.get(`${API}?${query}`)).json();
    expect(body.date).toBe("2026-11-21");
    expect(body.horoscopes.map((h: { zodiacSign: string }) => h.zodiacSign)).toEqual([
      "Aries",
      "Taurus",
      "Gemini",
      "Cancer",
      "Leo",
      "Virgo",
      "Libra",
      "Scorpio",
      "Sagittarius",
      "Capricorn",
      "Aquarius",
      "Pisces",
    ]);
  }
  // Each is the one-sign answer, and the whole has an ETag of its own.
  const leo = await (await request.get(`${API}?date=2026-11-21&zodiacSign=Leo`)).json();
  const all = await request.get(`${API}?date=2026-11-21`);
  expect((await all.json()).horoscopes[4]).toEqual(leo);
  const again = await request.get(`${API}?date=2026-11-21`, {
    headers: { "If-None-Match": all.headers().etag! },
  });
  expect(again.status()).toBe(304);
});

test("a matching If-None-Match gets 304", async ({ request }) => {
  const first = await request.get(`${API}?date=2026-11-21&zodiacSign=Leo`);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^(W\/)?".+"$/);
  const second = await request.get(`${API}?date=2026-11-21&zodiacSign=Leo`, {
    headers: { "If-None-Match": etag! },
  });
  expect(second.status()).toBe(304);
  const other = await request.get(`${API}?date=2026-11-22&zodiacSign=Leo`, {
    headers: { "If-None-Match": etag! },
  });
  expect(other.status()).toBe(200);
});

const BAD: [string, string, RegExp][] = [
  ["zodiacSign=Aries", "missing_date", /date parameter is required/],
  ["date=2/30/2026&zodiacSign=Aries", "invalid_date", /date.*not a real calendar date.*M\/D\/YYYY/],
  ["date=tomorrow&zodiacSign=Aries", "invalid_date", /date.*not a date/],
  ["date=1899-12-31&zodiacSign=Aries", "date_out_of_range", /outside the supported range/],
  ["date=2101-01-01&zodiacSign=Aries", "date_out_of_range", /1900-01-01 to 2100-12-31/],
  ["date=2026-11-21&zodiacSign=Ophiuchus", "invalid_sign", /zodiacSign.*Aries, Taurus/],
  ["date=2026-11-21&zodiacSign=", "missing_sign", /zodiacSign parameter is empty/],
  ["date=2026-11-21&date=2026-11-22&zodiacSign=Leo", "repeated_parameter", /date/],
];

for (const [query, code, message] of BAD) {
  test(`400 for ${query}`, async ({ request }) => {
    const response = await request.get(`${API}?${query}`);
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(message);
  });
}

test("other methods get 405 and unknown API paths 404, both as JSON", async ({ request }) => {
  const post = await request.post(`${API}?date=2026-11-21&zodiacSign=Leo`);
  expect(post.status()).toBe(405);
  expect((await post.json()).error.code).toBe("method_not_allowed");
  expect(post.headers()["allow"]).toContain("GET");
  const missing = await request.get("/api/horoscope/yearly");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe("not_found");
});
