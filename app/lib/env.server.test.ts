import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";

describe("parseEnv", () => {
  it("fills in defaults for a bare environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SITE_TIME_ZONE).toBe("UTC");
    expect(env.CONTACT_EMAIL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1/8", "::1"]);
    expect(env.HOST).toBeUndefined();
    expect(env.PASSWORD_HASH_QUEUE).toBe(16);
  });

  it("derives the site URL from the port and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).SITE_URL).toBe("http://localhost:4100");
    expect(parseEnv({ SITE_URL: "https://starcast.example/" }).SITE_URL).toBe(
      "https://starcast.example",
    );
  });

  it("reads the log level and the number of trusted proxies", () => {
    expect(parseEnv({ LOG_LEVEL: "silent", TRUST_PROXY: "2" })).toMatchObject({
      LOG_LEVEL: "silent",
      TRUST_PROXY: 2,
    });
  });

  it("reads the proxies' addresses and the address to listen on", () => {
    expect(
      parseEnv({ TRUSTED_PROXIES: " 10.0.0.2, 192.0.2.0/24 ,fd00::/8,", HOST: "127.0.0.1" }),
    ).toMatchObject({
      TRUSTED_PROXIES: ["10.0.0.2", "192.0.2.0/24", "fd00::/8"],
      HOST: "127.0.0.1",
    });
    expect(parseEnv({ HOST: "::" }).HOST).toBe("::");
    expect(parseEnv({ HOST: "localhost" }).HOST).toBe("localhost");
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_TIME_ZONE: "Mars/Olympus" })).toThrow(/SITE_TIME_ZONE/);
    expect(() => parseEnv({ CONTACT_EMAIL: "nobody" })).toThrow(/CONTACT_EMAIL/);
    expect(() => parseEnv({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x/y" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SHARE_SECRET: "too short" })).toThrow(/SHARE_SECRET.*32/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    for (const list of ["10.0.0.300", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "proxy.example"]) {
      expect(() => parseEnv({ TRUSTED_PROXIES: list }), list).toThrow(/TRUSTED_PROXIES/);
    }
    expect(() => parseEnv({ HOST: "not a host" })).toThrow(/HOST/);
    expect(() => parseEnv({ PASSWORD_HASH_QUEUE: "many" })).toThrow(/PASSWORD_HASH_QUEUE/);
    expect(parseEnv({ PASSWORD_HASH_QUEUE: "0" }).PASSWORD_HASH_QUEUE).toBe(0);
  });
});
