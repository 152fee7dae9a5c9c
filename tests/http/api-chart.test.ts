// The chart API through the built server: a chart with houses, a noon chart, the historical
// offset, and a clear 400 for every bad input, including a clock time that happened twice.
import { expect, test } from "./fixtures";

const API = "/api/chart";

test("casts a chart with houses, aspects and the offset used", async ({ request }) => {
  const response = await request.get(
    `${API}?date=1990-07-04&time=15:30&lat=40.7128&lon=-74.006&tz=America/New_York`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
  const body = await response.json();
  expect(body.offset).toEqual({
    utcOffset: "-04:00",
    reason: "summer time",
    abbreviation: "EDT",
    basis: expect.stringMatching(/^tz \d{4}[a-z]: America\/New_York, EDT$/),
  });
  expect(body.chart.utc).toBe("1990-07-04T19:30:00.000Z");
  expect(body.chart.houses.system).toBe("placidus");
  expect(body.chart.houses.cusps).toHaveLength(12);
  const sun = body.chart.points.find((p: { name: string }) => p.name === "Sun");
  expect(sun).toMatchObject({ sign: "Cancer", degree: 12, retrograde: false });
  expect(body.chart.points.map((p: { name: string }) => p.name)).toContain("Ascendant");
  expect(body.chart.aspects.length).toBeGreaterThan(3);
});

test("uses Amsterdam's own 1935 summer time, +01:19:32", async ({ request }) => {
  const body = await (
    await request.get(`${API}?date=1935-07-01&time=12:00&lat=52.37&lon=4.89&tz=Europe/Amsterdam`)
  ).json();
  expect(body.offset).toMatchObject({ utcOffset: "+01:19:32", reason: "summer time" });
  expect(body.chart.utc).toBe("1935-07-01T10:40:28.000Z");
});

test("casts Einstein's chart from his local mean time in Ulm, 14 March 1879, 11:30", async ({
  request,
}) => {
  const body = await (
    await request.get(`${API}?date=1879-03-14&time=11:30&lat=48.4&lon=9.9833&tz=Europe/Berlin`)
  ).json();
  // Ulm kept local mean time: 9.9833° east is +00:39:56, so 11:30 there was 10:50 UT.
  expect(body.offset).toEqual({
    utcOffset: "+00:39:56",
    reason: "local mean time",
    abbreviation: "LMT",
    basis: expect.stringMatching(
      /^the birthplace's longitude, 9.9833° \(tz \w+: Europe\/Berlin, LMT\)$/,
    ),
  });
  expect(body.chart.utc).toBe("1879-03-14T10:50:04.000Z");
  const at = (name: string) => body.chart.points.find((p: { name: string }) => p.name === name);
  expect(at("Ascendant")).toMatchObject({ sign: "Cancer", degree: 11 });
  expect(at("Midheaven")).toMatchObject({ sign: "Pisces", degree: 12 });
});

test("uses the newest tz release: Vancouver on -07:00 in late 2026, Tonga's LMT before 1945", async ({
  request,
}) => {
  const vancouver = await (
    await request.get(`${API}?date=2026-11-27&time=12:00&lat=49.25&lon=-123.1&tz=America/Vancouver`)
  ).json();
  expect(vancouver.offset).toMatchObject({ utcOffset: "-07:00", reason: "standard time" });
  expect(vancouver.offset.basis).toMatch(/^tz 20\d\d[a-z]: America\/Vancouver, MST$/);
  // tz dates Tonga's local mean time from the far side of the date line: +12:19:12, not -11:40:48.
  const tonga = await (
    await request.get(
      `${API}?date=1930-06-01&time=12:00&lat=-21.14&lon=-175.2&tz=Pacific/Tongatapu`,
    )
  ).json();
  expect(tonga.offset).toMatchObject({ utcOffset: "+12:19:12", reason: "local mean time" });
  expect(tonga.chart.utc).toBe("1930-05-31T23:40:48.000Z");
});

test("without a time, casts a noon chart without houses and says so", async ({ request }) => {
  const body = await (
    await request.get(
      `${API}?date=2001-01-15&lat=-33.87&lon=151.21&tz=Australia/Sydney&houses=koch`,
    )
  ).json();
  expect(body.input.time).toBeNull();
  expect(body.note).toMatch(/noon/);
  expect(body.chart.houses).toBeUndefined();
  expect(body.chart.moonRange.from.name).toBe("Moon");
});

test("asks which time was meant when the clocks went back, and takes the answer", async ({
  request,
}) => {
  const query = `${API}?date=2026-11-01&time=01:30&lat=40.71&lon=-74.01&tz=America/New_York`;
  const asked = await request.get(query);
  expect(asked.status()).toBe(400);
  const error = (await asked.json()).error;
  expect(error.code).toBe("ambiguous_time");
  expect(error.message).toContain("offset=-04:00 or offset=-05:00");
  const answered = await request.get(`${query}&offset=-05:00`);
  expect(answered.status()).toBe(200);
  expect((await answered.json()).offset).toEqual({
    utcOffset: "-05:00",
    reason: "given",
    abbreviation: "",
    basis: "the offset parameter",
  });
});

test("every bad input is a clear 400", async ({ request }) => {
  const cases: [string, string][] = [
    ["lat=1&lon=1&tz=UTC", "missing_date"],
    ["date=2026-02-30&lat=1&lon=1&tz=UTC", "invalid_date"],
    ["date=1799-12-31&lat=1&lon=1&tz=UTC", "date_out_of_range"],
    ["date=2026-03-08&time=02:30&lat=40.7&lon=-74&tz=America/New_York", "nonexistent_time"],
    ["date=2026-01-01&time=25:00&lat=1&lon=1&tz=UTC", "invalid_time"],
    ["date=2026-01-01&lat=91&lon=1&tz=UTC", "invalid_lat"],
    ["date=2026-01-01&lat=1&tz=UTC", "missing_lon"],
    ["date=2026-01-01&lat=1&lon=1", "missing_tz"],
    ["date=2026-01-01&lat=1&lon=1&tz=Mars/Base", "invalid_tz"],
    ["date=2000-01-01&time=12:00&lat=0&lon=0&tz=Factory", "invalid_tz"],
    ["date=2000-01-01&time=12:00&lat=0&lon=0&tz=constructor", "invalid_tz"],
    ["date=2026-01-01&lat=1&lon=1&tz=UTC&houses=campanus", "invalid_houses"],
    ["date=2026-01-01&lat=1&lon=1&tz=UTC&offset=%2B99:00", "invalid_offset"],
    ["date=2026-01-01&date=2026-01-02&lat=1&lon=1&tz=UTC", "repeated_parameter"],
  ];
  for (const [query, code] of cases) {
    const response = await request.get(`${API}?${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).error.code, query).toBe(code);
  }
});
