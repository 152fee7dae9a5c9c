import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("takes the entry the one trusted proxy appended, not what the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the address it saw.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "198.51.100.7", 1)).toBe("198.51.100.7");
  });

  it("counts hops from the right: a CDN in front of nginx is two", () => {
    const header = "1.1.1.1, 198.51.100.7, 192.0.2.44";
    expect(clientAddress("10.0.0.2", header, 2)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", header, 1)).toBe("192.0.2.44");
  });

  it("reads a header written as several lines, which Node joins with commas", () => {
    expect(clientAddress("10.0.0.2", "1.1.1.1,198.51.100.7 , 192.0.2.44", 2)).toBe("198.51.100.7");
  });

  it("stops at the leftmost entry when the header is shorter than the trusted hops", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", 3)).toBe("198.51.100.7");
  });

  it("keeps the socket's address when the proxy sent no header", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
  });

  it("does not believe an entry that is not an address, and stops there", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7, not-an-ip", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "evil, 192.0.2.44", 2)).toBe("192.0.2.44");
  });

  it("drops the port some proxies add, and reads IPv6", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7:51234", 1)).toBe("198.51.100.7");
    expect(clientAddress("::1", "[2001:db8::5]:443", 1)).toBe("2001:db8::5");
    expect(clientAddress("::1", "2001:db8::5", 1)).toBe("2001:db8::5");
  });
});
