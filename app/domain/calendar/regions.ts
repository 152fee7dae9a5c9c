// Where an eclipse can be seen, in words: the world's regions with a point of theirs inside a
// circle of view. Each region is a few sample points, coarse on purpose: "seen from Europe and
// Africa" is what a reader wants, and the coordinates of greatest eclipse are given beside it.

const REGIONS: readonly [name: string, points: readonly [number, number][]][] = [
  [
    "North America",
    [
      [60, -100],
      [45, -100],
      [40, -75],
      [37, -120],
      [20, -100],
      [64, -150],
    ],
  ],
  [
    "Central America",
    [
      [15, -87],
      [19, -72],
    ],
  ],
  [
    "South America",
    [
      [5, -70],
      [-5, -60],
      [-15, -48],
      [-30, -65],
      [-45, -70],
    ],
  ],
  [
    "Europe",
    [
      [64, 15],
      [52, 5],
      [48, 2],
      [41, 14],
      [40, -4],
      [55, 35],
    ],
  ],
  [
    "Africa",
    [
      [30, 5],
      [12, 0],
      [5, 25],
      [-10, 25],
      [-30, 25],
      [12, 40],
    ],
  ],
  [
    "the Middle East",
    [
      [30, 45],
      [25, 55],
    ],
  ],
  [
    "northern and central Asia",
    [
      [60, 90],
      [45, 70],
      [65, 140],
    ],
  ],
  [
    "South Asia",
    [
      [22, 78],
      [30, 70],
    ],
  ],
  [
    "East Asia",
    [
      [35, 105],
      [40, 125],
      [36, 138],
    ],
  ],
  [
    "Southeast Asia",
    [
      [13, 102],
      [0, 115],
      [-5, 120],
    ],
  ],
  [
    "Australia",
    [
      [-25, 134],
      [-33, 150],
      [-20, 120],
      [-12, 132],
    ],
  ],
  ["New Zealand", [[-41, 174]]],
  [
    "the Pacific",
    [
      [0, -150],
      [25, -160],
      [-25, -140],
      [5, 170],
      [-20, 175],
    ],
  ],
  [
    "the Atlantic",
    [
      [30, -40],
      [0, -25],
      [-30, -15],
    ],
  ],
  [
    "the Indian Ocean",
    [
      [-20, 75],
      [-40, 90],
      [5, 70],
    ],
  ],
  [
    "the Arctic",
    [
      [80, 0],
      [75, -40],
      [80, 120],
    ],
  ],
  [
    "Antarctica",
    [
      [-80, 0],
      [-75, 120],
      [-75, -120],
    ],
  ],
];

/** Great-circle distance in degrees. */
function degreesApart([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(lat1 * rad) * Math.sin(lat2 * rad) +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon2 - lon1) * rad);
  return Math.acos(Math.min(1, Math.max(-1, cos))) / rad;
}

/** The regions with a sample point within `radius` degrees of `centre`, as a list in words. */
export function regionsWithin(centre: [number, number], radius: number): string {
  const names = REGIONS.filter(([, points]) =>
    points.some((point) => degreesApart(centre, point) <= radius),
  ).map(([name]) => name);
  if (names.length < 2) return names[0] ?? "the open ocean";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** 25.3°N 104.1°W. */
export function latLonLabel([lat, lon]: [number, number]): string {
  const part = (value: number, plus: string, minus: string) =>
    `${Math.abs(value).toFixed(1)}°${value >= 0 ? plus : minus}`;
  return `${part(lat, "N", "S")} ${part(lon, "E", "W")}`;
}
