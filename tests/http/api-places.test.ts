// The birthplace search through the built server, and a chart cast from a place id: the same
// chart as from the place's coordinates and zone, with a clear 400 for every bad input.
import { expect, test } from "./fixtures";

test("finds Amsterdam first for 'ams', with its region, zone and coordinates", async ({
  request,
}) => {
  const response = await request.get("/api/places?q=ams&limit=3");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  const body = await response.json();
  expect(body.query).toBe("ams");
  expect(body.places).toHaveLength(3);
  expect(body.places[0]).toMatchObject({
    id: 2759794,
    name: "Amsterdam",
    region: "North Holland",
    country: "Netherlands",
    countryCode: "NL",
    timeZone: "Europe/Amsterdam",
    label: "Amsterdam, North Holland, Netherlands",
  });
  // An ETag, and a 304 for a client that holds it.
  const again = await request.get("/api/places?q=ams&limit=3", {
    headers: { "If-None-Match": response.headers().etag! },
  });
  expect(again.status()).toBe(304);
});

test("narrows by a qualifier and finds towns by their other names", async ({ request }) => {
  const texas = await (await request.get("/api/places?q=paris,%20texas")).json();
  expect(texas.places.map((p: { label: string }) => p.label)).toEqual([
    "Paris, Texas, United States",
  ]);
  const munich = await (await request.get("/api/places?q=M%C3%BCnchen&limit=1")).json();
  expect(munich.places[0].name).toBe("Munich");
  const none = await (await request.get("/api/places?q=zzzzq")).json();
  expect(none.places).toEqual([]);
});

test("finds towns by their names in any script, and ranks them as GeoNames does", async ({
  request,
}) => {
  const first = async (q: string, limit = 1) => {
    const response = await request.get(`/api/places?q=${encodeURIComponent(q)}&limit=${limit}`);
    expect(response.status()).toBe(200);
    return ((await response.json()).places as { label: string }[]).map((place) => place.label);
  };
  expect(await first("Москва")).toEqual(["Moscow, Russia"]);
  expect(await first("東京")).toEqual(["Tokyo, Japan"]);
  expect(await first("Londonderry")).toEqual(["Derry, Northern Ireland, United Kingdom"]);
  expect(await first("Ho Chi Minh City")).toEqual(["Ho Chi Minh City, Vietnam"]);
  const saoPaulo = await first("São Paulo", 20);
  expect(saoPaulo.some((label) => label.includes("Angola"))).toBe(false);
  const zurich = await first("zur", 20);
  expect(zurich[0]).toBe("Zürich, Switzerland");
  expect(zurich.some((label) => label.includes("Kreis"))).toBe(false);
});

for (const [query, code] of [
  ["", "missing_q"],
  ["?q=", "missing_q"],
  ["?q=%21%21%21", "invalid_q"],
  [`?q=${"a".repeat(101)}`, "q_too_long"],
  ["?q=ams&limit=0", "invalid_limit"],
  ["?q=ams&limit=21", "invalid_limit"],
  ["?q=ams&limit=five", "invalid_limit"],
  ["?q=ams&q=paris", "repeated_parameter"],
] as const) {
  test(`answers ${code} for /api/places${query.slice(0, 30)}`, async ({ request }) => {
    const response = await request.get(`/api/places${query}`);
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });
}

test("casts the same chart from a place id as from its coordinates and zone", async ({
  request,
}) => {
  const places = await (await request.get("/api/places?q=ulm&limit=1")).json();
  const ulm = places.places[0];
  expect(ulm).toMatchObject({ name: "Ulm", countryCode: "DE", timeZone: "Europe/Berlin" });
  const byPlace = await (
    await request.get(`/api/chart?date=1879-03-14&time=11:30&place=${ulm.id}`)
  ).json();
  const byCoordinates = await (
    await request.get(
      `/api/chart?date=1879-03-14&time=11:30&lat=${ulm.latitude}&lon=${ulm.longitude}&tz=${ulm.timeZone}`,
    )
  ).json();
  expect(byPlace.input.place).toEqual({ id: ulm.id, label: "Ulm, Baden-Württemberg, Germany" });
  expect(byPlace.offset).toMatchObject({ reason: "local mean time" });
  expect(byPlace.chart).toEqual(byCoordinates.chart);
});

for (const [query, code] of [
  ["place=2820256&lat=48.4", "place_and_coordinates"],
  ["place=2820256&tz=Europe/Berlin", "place_and_coordinates"],
  ["place=ulm", "invalid_place"],
  ["place=1", "unknown_place"],
  ["place=2820256&place=2759794", "repeated_parameter"],
] as const) {
  test(`answers ${code} for a chart with ${query}`, async ({ request }) => {
    const response = await request.get(`/api/chart?date=1879-03-14&time=11:30&${query}`);
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });
}
