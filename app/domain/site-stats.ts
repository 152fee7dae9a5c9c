// The home page's figures, each counted from what the site really ships.
import { SIGNS } from "~/domain/zodiac";

export interface Stat {
  value: string;
  label: string;
}

export function siteStats(): Stat[] {
  const format = (n: number) => n.toLocaleString("en-US");
  return [{ value: format(SIGNS.length), label: "zodiac signs with a daily page" }];
}
