import { describe, expect, it } from "vitest";
import { clientAddress, isTrustedProxy, proxyTrust } from "./client-address";

const LOOPBACK = ["127.0.0.1/8", "::1"];
const none = proxyTrust(0, LOOPBACK);
const one = proxyTrust(1, ["10.0.0.2"]);

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", none)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "198.51.100.1", none)).toBe("127.0.0.1");
    expect(clientAddress(undefined, undefined, none)).toBe("unknown");
  });

  it("believes no header from a client that reaches the server directly", () => {
    // TRUST_PROXY=1, but the connection is not the proxy's: the client wrote the header.
    expect(clientAddress("203.0.113.9", "198.51.100.1", one)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.3", "198.51.100.1", one)).toBe("10.0.0.3");
    const loopback = proxyTrust(1, LOOPBACK);
    expect(clientAddress("192.168.1.20", "1.1.1.1", loopback)).toBe("192.168.1.20");
    expect(clientAddress("127.0.0.1", "1.1.1.1", loopback)).toBe("1.1.1.1");
  });

  it("takes the entry the one trusted proxy appended, not what the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the address it saw.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", one)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "198.51.100.7", one)).toBe("198.51.100.7");
  });

  it("walks from the right through proxies on the list: a CDN in front of nginx", () => {
    const header = "1.1.1.1, 198.51.100.7, 192.0.2.44";
    // nginx on 10.0.0.2 heard the CDN's edge 192.0.2.44, which heard the visitor.
    expect(clientAddress("10.0.0.2", header, proxyTrust(2, ["10.0.0.0/8", "192.0.2.0/24"]))).toBe(
      "198.51.100.7",
    );
    // The edge is not on the list: it is the client, whatever it wrote.
    expect(clientAddress("10.0.0.2", header, proxyTrust(2, ["10.0.0.0/8"]))).toBe("192.0.2.44");
    // One hop trusted: the count stops the walk even where the list would go on.
    expect(clientAddress("10.0.0.2", header, proxyTrust(1, ["10.0.0.0/8", "192.0.2.0/24"]))).toBe(
      "192.0.2.44",
    );
  });

  it("reads a header written as several lines, which Node joins with commas", () => {
    const trust = proxyTrust(2, ["10.0.0.2", "192.0.2.44"]);
    expect(clientAddress("10.0.0.2", "1.1.1.1,198.51.100.7 , 192.0.2.44", trust)).toBe(
      "198.51.100.7",
    );
  });

  it("stops at the leftmost entry when the header is shorter than the trusted hops", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", proxyTrust(3, ["10.0.0.0/8"]))).toBe(
      "198.51.100.7",
    );
  });

  it("keeps the socket's address when the proxy sent no header", () => {
    expect(clientAddress("10.0.0.2", undefined, one)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "", one)).toBe("10.0.0.2");
  });

  it("does not believe an entry that is not an address, and stops there", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7, not-an-ip", one)).toBe("10.0.0.2");
    const two = proxyTrust(2, ["10.0.0.2", "192.0.2.44"]);
    expect(clientAddress("10.0.0.2", "evil, 192.0.2.44", two)).toBe("192.0.2.44");
  });

  it("drops the port some proxies add, and reads IPv6 and IPv4-mapped peers", () => {
    const loopback = proxyTrust(1, LOOPBACK);
    expect(clientAddress("127.0.0.1", "198.51.100.7:51234", loopback)).toBe("198.51.100.7");
    expect(clientAddress("::1", "[2001:db8::5]:443", loopback)).toBe("2001:db8::5");
    expect(clientAddress("::1", "2001:db8::5", loopback)).toBe("2001:db8::5");
    // A server bound to all addresses sees an IPv4 peer as ::ffff:a.b.c.d.
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.7", loopback)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:192.0.2.1", "198.51.100.7", loopback)).toBe("::ffff:192.0.2.1");
  });
});

describe("isTrustedProxy", () => {
  it("trusts the listed addresses and ranges only, and none when TRUST_PROXY is 0", () => {
    const trust = proxyTrust(1, ["10.1.0.0/16", "2001:db8::/32", "192.0.2.7"]);
    expect(isTrustedProxy(trust, "10.1.200.3")).toBe(true);
    expect(isTrustedProxy(trust, "10.2.0.1")).toBe(false);
    expect(isTrustedProxy(trust, "2001:db8:1::9")).toBe(true);
    expect(isTrustedProxy(trust, "2001:db9::1")).toBe(false);
    expect(isTrustedProxy(trust, "192.0.2.7")).toBe(true);
    expect(isTrustedProxy(trust, "192.0.2.8")).toBe(false);
    expect(isTrustedProxy(trust, undefined)).toBe(false);
    expect(isTrustedProxy(trust, "unknown")).toBe(false);
    expect(isTrustedProxy(proxyTrust(0, ["10.1.0.0/16"]), "10.1.0.1")).toBe(false);
  });
});
