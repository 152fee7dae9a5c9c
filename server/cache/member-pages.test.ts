import { describe, expect, it } from "vitest";
import type { SessionRead } from "~/members/sessions.server";
import { isMemberPage, memberPageKey } from "./member-pages";

const get = (path: string, cookie = "starcast_session=x") =>
  new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const vega: SessionRead = {
  member: {
    id: "a1",
    email: "vega@example.com",
    firstName: "Vega",
    lastName: "Lyra",
    zodiacSign: null,
    timeZone: "Asia/Tokyo",
    timeZonePlace: null,
  },
  ownChart: { id: "c1", label: "Me", query: "date=1990-07-04&place=5128581" },
};
const NOON_UTC = new Date("2026-11-27T12:00:00Z");

describe("member page keys", () => {
  it("takes a GET of /today with at most a date, from a browser with a cookie", () => {
    expect(isMemberPage(get("/today"))).toBe(true);
    expect(isMemberPage(get("/today?date=2026-11-27"))).toBe(true);
    expect(isMemberPage(get("/today?date=2026-11-27&x=1"))).toBe(false);
    expect(isMemberPage(get("/today?x=1"))).toBe(false);
    expect(isMemberPage(get("/account"))).toBe(false);
    expect(isMemberPage(new Request("http://localhost/today"))).toBe(false);
    expect(isMemberPage(new Request("http://localhost/today", { method: "POST" }))).toBe(false);
  });

  it("differs by member and by everything the page shows of them", () => {
    const key = (session: SessionRead, path = "/today", now = NOON_UTC) =>
      memberPageKey(get(path), session, "UTC", now);
    const base = key(vega);
    const other = (change: object, chart: object = {}) =>
      key({
        member: { ...vega.member!, ...change },
        ownChart: { ...vega.ownChart!, ...chart },
      });
    expect(key(vega)).toBe(base);
    for (const changed of [
      other({ id: "a2" }),
      other({ firstName: "Wega" }),
      other({ zodiacSign: "leo" }),
      other({ timeZone: null }),
      other({}, { id: "c2" }),
      other({}, { label: "Mine" }),
      other({}, { query: "date=1990-07-05&place=5128581" }),
      key({ member: vega.member }),
      key(vega, "/today?date=2026-11-27"),
      key(vega, "/today", new Date("2026-11-27T15:00:00Z")), // midnight in Tokyo
    ])
      expect(changed).not.toBe(base);
    expect(key({ member: null })).toBeUndefined();
    expect(key({ ...vega, clearCookie: "starcast_session=; Max-Age=0" })).toBeUndefined();
  });
});
