// The figure kit: people and horses for the card scenes, drawn from a posed skeleton so every card
// can have its own pose while the deck keeps one hand. Limbs are thick strokes with a gold edge,
// bodies and garments are rounded hulls around the joints, faces are pale. Points are computed in
// card coordinates (no transforms), so line widths are the same on every figure.
//
// Pose units: a standing figure is 100 tall; x grows to the figure's front (side poses face
// right before `facing` mirrors them) and y grows downwards from the feet (0) to the head (-100).

import { circle, crown, DUSK, GOLD, INK, n, PALE, path } from "~/art/kit";

export type Pt = readonly [number, number];
type Pair = readonly [Pt, Pt];

/** Joints of one pose. In each pair, [0] is the far limb (or the viewer's left), [1] the near one. */
export interface Skeleton {
  head: Pt;
  neck: Pt;
  shoulder: Pair;
  elbow: Pair;
  hand: Pair;
  hip: Pair;
  knee: Pair;
  foot: Pair;
  /** Seen from the side: the far arm goes behind the body and the head shows a profile. */
  side: boolean;
}

export const POSES = {
  // Front view, arms at the sides. Shoulders at (±11, -79), hips at (±6, -47).
  stand: {
    head: [0, -91],
    neck: [0, -82],
    shoulder: [
      [-11, -79],
      [11, -79],
    ],
    elbow: [
      [-15, -62],
      [15, -62],
    ],
    hand: [
      [-16, -46],
      [16, -46],
    ],
    hip: [
      [-6, -47],
      [6, -47],
    ],
    knee: [
      [-6, -24],
      [6, -24],
    ],
    foot: [
      [-7, 0],
      [7, 0],
    ],
    side: false,
  },
  // Side view, mid-step. Shoulders at (-1, -79) and (2, -79).
  walk: {
    head: [3, -91],
    neck: [1, -82],
    shoulder: [
      [-1, -79],
      [2, -79],
    ],
    elbow: [
      [-7, -63],
      [7, -63],
    ],
    hand: [
      [-11, -49],
      [13, -50],
    ],
    hip: [
      [0, -47],
      [1, -47],
    ],
    knee: [
      [-5, -24],
      [8, -25],
    ],
    foot: [
      [-14, -1],
      [13, 0],
    ],
    side: true,
  },
  // Side view, a long step with the back heel up.
  stride: {
    head: [5, -89],
    neck: [3, -80],
    shoulder: [
      [0, -77],
      [4, -77],
    ],
    elbow: [
      [-8, -62],
      [10, -62],
    ],
    hand: [
      [-14, -50],
      [18, -52],
    ],
    hip: [
      [0, -46],
      [1, -46],
    ],
    knee: [
      [-9, -24],
      [12, -26],
    ],
    foot: [
      [-22, -4],
      [18, 0],
    ],
    side: true,
  },
  // Front view, seated on something 30 high. Shoulders at (±11, -61), hips at (±8, -30).
  sit: {
    head: [0, -73],
    neck: [0, -64],
    shoulder: [
      [-11, -61],
      [11, -61],
    ],
    elbow: [
      [-16, -45],
      [16, -45],
    ],
    hand: [
      [-11, -33],
      [11, -33],
    ],
    hip: [
      [-8, -30],
      [8, -30],
    ],
    knee: [
      [-9, -25],
      [9, -25],
    ],
    foot: [
      [-9, 0],
      [9, 0],
    ],
    side: false,
  },
  // Side view, seated on something 30 high, knees forward. Shoulders at (-1, -61) and (1, -61).
  sitSide: {
    head: [1, -73],
    neck: [0, -64],
    shoulder: [
      [-1, -61],
      [1, -61],
    ],
    elbow: [
      [3, -46],
      [5, -45],
    ],
    hand: [
      [13, -40],
      [15, -39],
    ],
    hip: [
      [-2, -30],
      [0, -30],
    ],
    knee: [
      [17, -31],
      [19, -30],
    ],
    foot: [
      [15, 0],
      [19, 0],
    ],
    side: true,
  },
  // Side view, down on the back knee. Shoulders at (0, -59) and (3, -59).
  kneel: {
    head: [4, -71],
    neck: [2, -62],
    shoulder: [
      [0, -59],
      [3, -59],
    ],
    elbow: [
      [6, -45],
      [8, -45],
    ],
    hand: [
      [13, -38],
      [15, -38],
    ],
    hip: [
      [-2, -31],
      [0, -31],
    ],
    knee: [
      [-4, -3],
      [21, -22],
    ],
    foot: [
      [-26, -1],
      [21, 0],
    ],
    side: true,
  },
  // Side view, astride: the origin is the seat, not the feet. Only the near leg is drawn.
  ride: {
    head: [2, -44],
    neck: [1, -35],
    shoulder: [
      [-1, -32],
      [2, -32],
    ],
    elbow: [
      [4, -18],
      [7, -18],
    ],
    hand: [
      [13, -13],
      [15, -13],
    ],
    hip: [
      [-1, 0],
      [1, 0],
    ],
    knee: [
      [11, 6],
      [12, 6],
    ],
    foot: [
      [6, 26],
      [8, 26],
    ],
    side: true,
  },
} satisfies Record<string, Skeleton>;

export type PoseName = keyof typeof POSES;
export type Dress = "robe" | "gown" | "tunic" | "armour" | "none";
export type Headwear =
  "hair" | "long" | "crown" | "hood" | "helmet" | "veil" | "wreath" | "cap" | "bare" | "mitre";

export interface FigureOptions {
  /** Where the feet (or for `ride`, the seat) go on the card. */
  x: number;
  y: number;
  /** 1 draws a standing figure 100 tall. */
  scale?: number;
  pose?: PoseName;
  /** -1 mirrors the pose: a side pose then faces left. */
  facing?: 1 | -1;
  /** Degrees, about the origin: -90 lays a standing figure on its back, head to the left. */
  rotate?: number;
  /** Replaces any joints of the pose (hips, shoulders, neck...), in pose units. */
  joints?: Partial<Omit<Skeleton, "side">>;
  /** Replaces an arm as [elbow, hand] in pose units; [0] is the far or viewer's-left arm. */
  arms?: { 0?: Pair; 1?: Pair };
  legs?: { 0?: Pair; 1?: Pair };
  head?: Pt;
  dress?: Dress;
  /** The garment's colour. */
  fill?: string;
  cloak?: boolean | string;
  headwear?: Headwear;
  /** A ring of light behind the head. */
  halo?: boolean;
  /** Draw no far leg (a rider's is behind the horse). */
  nearLegOnly?: boolean;
  /** Leave out the hands' pale dots, when a prop covers them. */
  hideHands?: boolean;
}

export interface Figure {
  svg: string;
  /** Card coordinates of the posed joints, for props held or worn. */
  hand: Pair;
  foot: Pair;
  head: Pt;
  headRadius: number;
  shoulder: Pair;
  hip: Pair;
}

type Map = (p: Pt) => Pt;

function mapper(o: FigureOptions): Map {
  const s = o.scale ?? 1;
  const f = o.facing ?? 1;
  const a = ((o.rotate ?? 0) * Math.PI) / 180;
  const [c, si] = [Math.cos(a), Math.sin(a)];
  return ([px, py]) => {
    const x = px * f * s;
    const y = py * s;
    return [o.x + x * c - y * si, o.y + x * si + y * c];
  };
}

const q = (p: Pt) => `${n(p[0])} ${n(p[1])}`;

type Padded = readonly [number, number, number];

/** The path of a closed, rounded outline around points padded by their radii. */
function blobPath(points: readonly Padded[]): string {
  const cloud: Pt[] = [];
  for (const [x, y, r] of points) {
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6;
      cloud.push([x + r * Math.cos(a), y + r * Math.sin(a)]);
    }
  }
  const hull = convexHull(cloud);
  // Quadratic curves through the midpoints of the hull's edges round every corner.
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${q(mid(hull[hull.length - 1]!, hull[0]!))}`;
  for (let i = 0; i < hull.length; i++) {
    const p = hull[i]!;
    d += `Q${q(p)} ${q(mid(p, hull[(i + 1) % hull.length]!))}`;
  }
  return `${d}z`;
}

/** A rounded shape around padded points: a body, a rock, a cloud. */
export function blob(points: readonly Padded[], attrs: string): string {
  return path(blobPath(points), attrs);
}

/**
 * Several rounded shapes as one: a single gold outline around all of them, no seams inside. The
 * stroke is twice the line's width and painted under the fill, so half of it shows, outside.
 */
export function union(parts: readonly (readonly Padded[])[], fill: string): string {
  const d = parts.map(blobPath).join("");
  return path(d, `fill="${fill}" stroke-width="3.2" paint-order="stroke"`);
}

function convexHull(points: Pt[]): Pt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** A limb as a thick stroke with a gold edge, through the given points. */
export function limb(points: readonly Pt[], width: number, fill: string = DUSK): string {
  const d = `M${points.map(q).join("L")}`;
  return (
    path(d, `stroke-width="${n(width + 3)}"`) +
    path(d, `stroke="${fill}" stroke-width="${n(width)}"`)
  );
}

function headwear(kind: Headwear, [hx, hy]: Pt, r: number, f: number): string {
  const hairFill = `fill="${GOLD}" stroke="none"`;
  const cap = `M${n(hx - r)} ${n(hy + r * 0.1)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0q${n(-r * 0.9)} ${n(-r * 0.75)} ${n(-2 * r)} 0z`;
  switch (kind) {
    case "bare":
      return "";
    case "hair":
      return path(cap, hairFill);
    case "long":
      return path(
        `${cap}M${n(hx - r * 1.05)} ${n(hy)}q${n(-r * 0.3)} ${n(r * 1.6)} ${n(-r * 0.1)} ${n(r * 2.3)}l${n(r * 0.5)} ${n(-r * 0.2)}q${n(-r * 0.1)} ${n(-r)} 0 ${n(-r * 1.6)}zM${n(hx + r * 1.05)} ${n(hy)}q${n(r * 0.3)} ${n(r * 1.6)} ${n(r * 0.1)} ${n(r * 2.3)}l${n(-r * 0.5)} ${n(-r * 0.2)}q${n(r * 0.1)} ${n(-r)} 0 ${n(-r * 1.6)}z`,
        hairFill,
      );
    case "crown":
      return path(cap, hairFill) + crown(hx, hy - r * 0.55, r * 1.7, r * 1.1, 5, `fill="${GOLD}"`);
    case "mitre":
      return (
        path(
          `M${n(hx - r * 0.9)} ${n(hy - r * 0.5)}q${n(r * 0.1)} ${n(-r * 1.8)} ${n(r * 0.9)} ${n(-r * 2.4)}q${n(r * 0.8)} ${n(r * 0.6)} ${n(r * 0.9)} ${n(r * 2.4)}z`,
          `fill="${GOLD}"`,
        ) +
        path(
          `M${n(hx)} ${n(hy - r * 2.6)}v${n(r * 1.9)}M${n(hx - r * 0.6)} ${n(hy - r * 1.5)}h${n(r * 1.2)}`,
          `stroke="${INK}" stroke-width="1"`,
        )
      );
    case "hood":
      return path(
        `M${n(hx - r * 1.35)} ${n(hy + r * 1.4)}q${n(-r * 0.3)} ${n(-r * 3)} ${n(r * 1.35)} ${n(-r * 2.8)}q${n(r * 1.65)} ${n(-r * 0.2)} ${n(r * 1.35)} ${n(r * 2.8)}q${n(-r * 0.4)} ${n(-r * 1.7)} ${n(-r * 1.35)} ${n(-r * 2.1)}q${n(-r * 0.95)} ${n(r * 0.4)} ${n(-r * 1.35)} ${n(r * 2.1)}z`,
        `fill="${DUSK}"`,
      );
    case "veil":
      return path(
        `M${n(hx - r * 1.2)} ${n(hy + r * 3)}q${n(-r * 0.4)} ${n(-r * 4.4)} ${n(r * 1.2)} ${n(-r * 4.2)}q${n(r * 1.6)} ${n(-r * 0.2)} ${n(r * 1.2)} ${n(r * 4.2)}q${n(-r * 0.3)} ${n(-r * 2.2)} ${n(-r * 1.2)} ${n(-r * 2.9)}q${n(-r * 0.9)} ${n(r * 0.7)} ${n(-r * 1.2)} ${n(r * 2.9)}z`,
        `fill="${DUSK}"`,
      );
    case "helmet":
      return (
        path(
          `M${n(hx - r * 1.1)} ${n(hy + r * 0.2)}a${n(r * 1.1)} ${n(r * 1.15)} 0 0 1 ${n(r * 2.2)} 0v${n(r * 0.3)}h${n(-r * 2.2)}z`,
          `fill="${GOLD}"`,
        ) +
        path(
          `M${n(hx - f * r * 0.2)} ${n(hy - r * 1.1)}q${n(-f * r * 1.2)} ${n(-r * 1.4)} ${n(-f * r * 2.6)} ${n(-r * 0.4)}q${n(f * r * 1.4)} ${n(-r * 0.2)} ${n(f * r * 2.4)} ${n(r * 0.6)}`,
          `fill="${GOLD}" stroke-width="1"`,
        )
      );
    case "wreath": {
      let leaves = "";
      for (let k = 0; k < 7; k++) {
        const a = Math.PI * (1.1 + (k * 0.8) / 6);
        const [lx, ly] = [hx + r * 1.05 * Math.cos(a), hy + r * 1.05 * Math.sin(a)];
        leaves += `M${n(lx)} ${n(ly)}l${n(Math.cos(a) * 3)} ${n(Math.sin(a) * 3 - 1.5)}`;
      }
      return path(cap, hairFill) + path(leaves, `stroke="${GOLD}" stroke-width="2"`);
    }
    case "cap":
      return (
        path(cap, hairFill) +
        path(
          `M${n(hx - r * 1.15)} ${n(hy - r * 0.3)}q${n(r * 1.1)} ${n(-r * 1.7)} ${n(r * 2.3)} ${n(-r * 0.1)}z`,
          `fill="${DUSK}"`,
        ) +
        path(
          `M${n(hx + f * r * 0.4)} ${n(hy - r * 1.05)}q${n(-f * r * 1.3)} ${n(-r * 1.6)} ${n(-f * r * 2.8)} ${n(-r * 1.2)}`,
          `stroke-width="1.2"`,
        )
      );
  }
}

/** A posed person. Returns the markup and where its hands, feet and head ended up. */
export function figure(o: FigureOptions): Figure {
  const base: Skeleton = { ...POSES[o.pose ?? "stand"], ...o.joints };
  const sk: Skeleton = {
    ...base,
    elbow: [o.arms?.[0]?.[0] ?? base.elbow[0], o.arms?.[1]?.[0] ?? base.elbow[1]],
    hand: [o.arms?.[0]?.[1] ?? base.hand[0], o.arms?.[1]?.[1] ?? base.hand[1]],
    knee: [o.legs?.[0]?.[0] ?? base.knee[0], o.legs?.[1]?.[0] ?? base.knee[1]],
    foot: [o.legs?.[0]?.[1] ?? base.foot[0], o.legs?.[1]?.[1] ?? base.foot[1]],
    head: o.head ?? base.head,
  };
  const s = o.scale ?? 1;
  const f = o.facing ?? 1;
  const at = mapper(o);
  const fill = o.fill ?? DUSK;
  const dress = o.dress ?? "tunic";
  const long = dress === "robe" || dress === "gown";
  const armW = 6 * s;
  const legW = 7.5 * s;
  const headR = 8 * s;
  const P = (p: Pt, r: number): [number, number, number] => {
    const [x, y] = at(p);
    return [x, y, r * s];
  };

  const arm = (i: 0 | 1) => limb([at(sk.shoulder[i]), at(sk.elbow[i]), at(sk.hand[i])], armW, fill);
  const leg = (i: 0 | 1) =>
    limb([at(sk.hip[i]), at(sk.knee[i]), at([sk.foot[i][0], sk.foot[i][1] - 2])], legW, INK);
  const shoe = (i: 0 | 1) => {
    const [x, y] = at(sk.foot[i]);
    const ahead = sk.side || o.pose === "ride" ? 3.5 * s * f : 0;
    return path(
      `M${n(x - 3 * s + ahead)} ${n(y)}h${n(6 * s)}q${n(-1 * s)} ${n(-3.4 * s)} ${n(-3.5 * s - ahead)} ${n(-3.4 * s)}q${n(-2.6 * s)} 0 ${n(-2.5 * s)} ${n(3.4 * s)}z`,
      `fill="${INK}" stroke-width="1.2"`,
    );
  };

  let out = "";
  if (o.cloak) {
    const cloakFill = typeof o.cloak === "string" ? o.cloak : INK;
    const hemY = Math.min(sk.foot[0][1], sk.foot[1][1]) - 4;
    const [l, r] = [Math.min(sk.foot[0][0], sk.foot[1][0]), Math.max(sk.foot[0][0], sk.foot[1][0])];
    out += blob(
      [P(sk.shoulder[0], 5), P(sk.shoulder[1], 5), P([l - 12, hemY], 3), P([r + 12, hemY], 3)],
      `fill="${cloakFill}"`,
    );
  }
  const legs = o.nearLegOnly ? ([1] as const) : ([0, 1] as const);
  if (sk.side) out += arm(0);
  for (const i of legs) out += leg(i) + shoe(i);

  const [neckX, neckY] = at(sk.neck);
  const [hx, hy] = at(sk.head);
  out += limb(
    [
      [neckX, neckY],
      [hx, hy],
    ],
    3.4 * s,
    PALE,
  );
  // The torso and the garment as one outline: torso, then lap or skirt, then the robe's fall.
  const waist = (i: 0 | 1): Pt => {
    const [sx, sy] = sk.shoulder[i];
    const [px, py] = sk.hip[i];
    const inward = sk.side ? 0 : i === 0 ? 1.5 : -1.5;
    return [sx + (px - sx) * 0.72 + inward, sy + (py - sy) * 0.72];
  };
  const torso = [
    P(sk.shoulder[0], 5.5),
    P(sk.shoulder[1], 5.5),
    P(waist(0), 4.5),
    P(waist(1), 4.5),
  ];
  const along = (i: 0 | 1, k: number): Pt => [
    sk.hip[i][0] + (sk.knee[i][0] - sk.hip[i][0]) * k,
    sk.hip[i][1] + (sk.knee[i][1] - sk.hip[i][1]) * k,
  ];
  const parts: Padded[][] = [torso];
  if (long) {
    const flare = dress === "gown" ? 10 : 6;
    const hem = (i: 0 | 1): Pt => [sk.foot[i][0], sk.foot[i][1] - 3];
    parts.push(
      [
        P(waist(0), 4.5),
        P(waist(1), 4.5),
        P(sk.hip[0], 6.5),
        P(sk.hip[1], 6.5),
        P(sk.knee[0], 6.5),
        P(sk.knee[1], 6.5),
      ],
      [P(sk.knee[0], 6.5), P(sk.knee[1], 6.5), P(hem(0), flare), P(hem(1), flare)],
    );
  } else if (dress !== "none") {
    parts.push([
      P(waist(0), 4.5),
      P(waist(1), 4.5),
      P(sk.hip[0], 6.5),
      P(sk.hip[1], 6.5),
      P(along(0, 0.45), 6),
      P(along(1, 0.45), 6),
    ]);
  }
  out += union(parts, fill);
  if (long) {
    // A fold from the knees to the hem.
    const knees = at([(sk.knee[0][0] + sk.knee[1][0]) / 2, (sk.knee[0][1] + sk.knee[1][1]) / 2]);
    const hemMid = at([
      (sk.foot[0][0] + sk.foot[1][0]) / 2,
      Math.max(sk.foot[0][1], sk.foot[1][1]) - 6,
    ]);
    out += path(`M${q(knees)}L${q(hemMid)}`, 'stroke-width="1" opacity=".6"');
  }
  // A belt, and for armour the plates across the chest.
  const belt = (k: number) => {
    const a = at([
      sk.shoulder[0][0] + (sk.hip[0][0] - sk.shoulder[0][0]) * k - 3,
      sk.shoulder[0][1] + (sk.hip[0][1] - sk.shoulder[0][1]) * k,
    ]);
    const b = at([
      sk.shoulder[1][0] + (sk.hip[1][0] - sk.shoulder[1][0]) * k + 3,
      sk.shoulder[1][1] + (sk.hip[1][1] - sk.shoulder[1][1]) * k,
    ]);
    return `M${q(a)}L${q(b)}`;
  };
  out += path(
    dress === "armour" ? belt(0.35) + belt(0.6) + belt(0.85) : belt(0.88),
    dress === "armour" ? 'stroke-width="1.2"' : 'stroke-width="1.6"',
  );

  if (o.halo) out += circle(hx, hy, headR * 1.9, 'stroke-width="1" stroke-dasharray="1.5 2.5"');
  if (o.headwear === "hood" || o.headwear === "veil" || o.headwear === "long") {
    // Drawn behind the face so the face shows inside it.
    out += headwear(o.headwear, [hx, hy], headR, f);
  }
  out += circle(hx, hy, headR, `fill="${PALE}" stroke-width="1.2"`);
  const eye = `fill="${INK}" stroke="none"`;
  if (!sk.side) {
    out += circle(hx - headR * 0.36, hy + headR * 0.08, headR * 0.1, eye);
    out += circle(hx + headR * 0.36, hy + headR * 0.08, headR * 0.1, eye);
  } else {
    out += circle(hx + f * headR * 0.5, hy + headR * 0.05, headR * 0.1, eye);
    // A profile: the nose on the facing side.
    const nx = hx + f * headR;
    out += path(
      `M${n(nx - f * 0.4)} ${n(hy - 1.5 * s)}l${n(f * 1.6 * s)} ${n(2.4 * s)}l${n(-f * 1.6 * s)} ${n(0.6 * s)}`,
      `fill="${PALE}" stroke-width="1"`,
    );
  }
  if (o.headwear && o.headwear !== "hood" && o.headwear !== "veil" && o.headwear !== "long") {
    out += headwear(o.headwear, [hx, hy], headR, f);
  } else if (o.headwear === "long") {
    out += headwear("hair", [hx, hy], headR, f);
  }

  out += sk.side ? arm(1) : arm(0) + arm(1);
  if (!o.hideHands) {
    for (const hand of sk.hand)
      out += circle(...at(hand), 2.1 * s, `fill="${PALE}" stroke-width="1"`);
  }

  return {
    svg: out,
    hand: [at(sk.hand[0]), at(sk.hand[1])],
    foot: [at(sk.foot[0]), at(sk.foot[1])],
    head: [hx, hy],
    headRadius: headR,
    shoulder: [at(sk.shoulder[0]), at(sk.shoulder[1])],
    hip: [at(sk.hip[0]), at(sk.hip[1])],
  };
}

/** A cloud: round puffs as [dx, dy, r] around (x, y), outlined as one. */
export function cloud(
  x: number,
  y: number,
  puffs: readonly (readonly [number, number, number])[],
  fill: string = DUSK,
): string {
  return union(
    puffs.map(([dx, dy, r]) => [[x + dx, y + dy, r] as const]),
    fill,
  );
}

export interface HorseOptions {
  x: number;
  /** The ground under the hooves. */
  y: number;
  scale?: number;
  facing?: 1 | -1;
  gait?: "stand" | "walk" | "gallop";
  fill?: string;
}

export interface Horse {
  svg: string;
  /** Where a rider's seat goes (the origin of the `ride` pose). */
  saddle: Pt;
}

// Legs as [shoulder or hip, knee or hock, hoof] per gait: far front, near front, far back, near back.
const GAITS: Record<NonNullable<HorseOptions["gait"]>, readonly (readonly Pt[])[]> = {
  stand: [
    [
      [12, -32],
      [13, -17],
      [13, 0],
    ],
    [
      [17, -32],
      [18, -17],
      [18, 0],
    ],
    [
      [-14, -33],
      [-19, -16],
      [-16, 0],
    ],
    [
      [-19, -33],
      [-23, -16],
      [-20, 0],
    ],
  ],
  walk: [
    [
      [12, -32],
      [13, -17],
      [11, 0],
    ],
    [
      [17, -32],
      [24, -20],
      [22, -8],
    ],
    [
      [-14, -33],
      [-17, -16],
      [-12, 0],
    ],
    [
      [-19, -33],
      [-26, -17],
      [-26, 0],
    ],
  ],
  gallop: [
    [
      [12, -32],
      [24, -24],
      [30, -16],
    ],
    [
      [17, -32],
      [30, -28],
      [34, -20],
    ],
    [
      [-14, -33],
      [-24, -24],
      [-34, -20],
    ],
    [
      [-19, -33],
      [-28, -22],
      [-38, -18],
    ],
  ],
};

/** A horse in profile, 95 tall to the ears at scale 1 (a person is 100), facing right unless mirrored. */
export function horse(o: HorseOptions): Horse {
  // Horse units are 1.7 of a person's, so a horse and its rider share one scale.
  const s = (o.scale ?? 1) * 1.7;
  const at = mapper({ x: o.x, y: o.y, scale: s, facing: o.facing });
  const fill = o.fill ?? DUSK;
  const legs = GAITS[o.gait ?? "stand"];
  const legW = 4.2 * s;
  const hoof = (p: Pt) => circle(...at(p), 1.8 * s, `fill="${INK}" stroke-width="1"`);
  const curve = (pts: readonly Pt[]) => pts.map((p) => q(at(p))).join(" ");
  const body =
    `M${curve([[-24, -45]])}C${curve([
      [-12, -51],
      [4, -49],
      [13, -48],
    ])}` +
    `C${curve([
      [18, -52],
      [22, -60],
      [27, -68],
    ])}C${curve([
      [29, -72],
      [33, -72],
      [35, -70],
    ])}` +
    `L${curve([[43, -58]])}C${curve([
      [45, -55],
      [42, -52],
      [39, -54],
    ])}` +
    `C${curve([
      [34, -56],
      [30, -57],
      [27, -56],
    ])}C${curve([
      [24, -50],
      [22, -42],
      [20, -36],
    ])}` +
    `C${curve([
      [18, -30],
      [12, -28],
      [6, -29],
    ])}L${curve([[-14, -29]])}` +
    `C${curve([
      [-23, -29],
      [-29, -34],
      [-27, -41],
    ])}z`;
  let out = "";
  for (const leg of [legs[0]!, legs[2]!])
    out += limb(leg.map(at), legW * 0.92, INK) + hoof(leg[2]!);
  out += path(
    `M${curve([[-26, -43]])}C${curve([
      [-36, -40],
      [-36, -26],
      [-31, -16],
    ])}`,
    `stroke-width="${n(3.2 * s)}"`,
  );
  for (const leg of [legs[1]!, legs[3]!]) out += limb(leg.map(at), legW, fill) + hoof(leg[2]!);
  out += path(body, `fill="${fill}"`);
  out += path(
    `M${curve([[14, -49]])}C${curve([
      [19, -55],
      [23, -63],
      [28, -70],
    ])}`,
    `stroke="${GOLD}" stroke-width="${n(2.6 * s)}"`,
  );
  out += path(
    `M${curve([
      [31, -70],
      [31, -76],
      [34, -71],
    ])}`,
    `fill="${fill}" stroke-width="1"`,
  );
  out += circle(...at([34, -64]), 1 * s, `fill="${GOLD}" stroke="none"`);
  out += path(
    `M${curve([
      [36, -68],
      [40, -62],
      [41, -57],
      [37, -51],
    ])}`,
    'stroke-width="1"',
  );
  return { svg: out, saddle: at([0, -51]) };
}
