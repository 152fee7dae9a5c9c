// The few parts of astronomia (MIT, no types of its own) that precise.ts uses, as its sources
// document them: angles in radians, times as Julian Ephemeris Days (TT).
declare module "astronomia" {
  export interface Vsop87Planet {
    position(jde: number): { lon: number; lat: number; range: number };
  }
  export const planetposition: {
    Planet: new (data: object) => Vsop87Planet;
    toFK5(lon: number, lat: number, jde: number): { lon: number; lat: number };
  };
  export const apparent: {
    eclipticAberration(lon: number, lat: number, jde: number): [number, number];
  };
  export const base: {
    J2000Century(jde: number): number;
    JDEToJulianYear(jde: number): number;
    pmod(x: number, y: number): number;
    lightTime(distance: number): number;
    horner(x: number, ...coefficients: number[]): number;
    Coord: new (
      lon: number,
      lat: number,
      range: number,
    ) => {
      lon: number;
      lat: number;
      range: number;
    };
  };
  export const coord: { Ecliptic: new (lon: number, lat: number) => object };
  export const precess: {
    eclipticPosition(
      from: object,
      epochFrom: number,
      epochTo: number,
    ): { lon: number; lat: number };
  };
  export const elliptic: {
    position(
      planet: Vsop87Planet,
      earth: Vsop87Planet,
      jde: number,
    ): { toEcliptic(obliquity: number): { lon: number; lat: number } };
  };
  export const solar: {
    apparentVSOP87(earth: Vsop87Planet, jde: number): { lon: number; lat: number; range: number };
  };
  export const nutation: {
    nutation(jde: number): [deltaLongitude: number, deltaObliquity: number];
    meanObliquity(jde: number): number;
  };
}

declare module "astronomia/data/*" {
  const data: object;
  export default data;
}
